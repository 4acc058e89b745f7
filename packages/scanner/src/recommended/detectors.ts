import type { ContentRule, Detector } from './rule-kit.js'
import { mailboxExfiltration, remoteInstructions, thirdPartyFalsehoods, toolHijack } from './rules/agent-hijack.js'
import { concealedAction, instructionPersistence, safeguardSettings } from './rules/concealed-actions.js'
import { deception } from './rules/deception.js'
import { exfiltration } from './rules/exfiltration.js'
import {
  conversationExfiltration,
  destructiveTasks,
  outputManipulation,
  plantedCode,
  selfPropagation,
  translateAndRun,
  userPhishing,
} from './rules/harmful-tasks.js'
import { instructionOverride } from './rules/instruction-override.js'
import { markdownExfiltration } from './rules/markdown-exfiltration.js'
import { multilingualDestruction, multilingualExfiltration } from './rules/multilingual-actions.js'
import { persistence } from './rules/persistence.js'
import { promptLeak } from './rules/prompt-leak.js'
import { roleHijack } from './rules/role-hijack.js'
import { safetyBypass } from './rules/safety-bypass.js'
import { secretAccess } from './rules/secret-access.js'
import { promptWorm } from './rules/prompt-worm.js'
import {
  covertSurveillance,
  dataHarvest,
  falseReporting,
  insecureCode,
  paymentRedirection,
  sqlInjectionPayload,
  systemFileAccess,
} from './rules/user-harm.js'

/**
 * The content rules, in preset order, whose detectors are re-run on text the reader cannot see: the
 * decoded payload of tag characters, variation selectors, base64/hex/ROT13/
 * percent-encoding, and the bodies of hidden comments and elements.
 */
export const CONTENT_RULES: readonly ContentRule[] = [
  instructionOverride,
  roleHijack,
  deception,
  promptLeak,
  exfiltration,
  markdownExfiltration,
  secretAccess,
  safetyBypass,
  persistence,
  destructiveTasks,
  selfPropagation,
  userPhishing,
  outputManipulation,
  conversationExfiltration,
  translateAndRun,
  plantedCode,
  multilingualDestruction,
  multilingualExfiltration,
  paymentRedirection,
  covertSurveillance,
  systemFileAccess,
  falseReporting,
  dataHarvest,
  toolHijack,
  mailboxExfiltration,
  remoteInstructions,
  thirdPartyFalsehoods,
  insecureCode,
  sqlInjectionPayload,
  // conceal: hiding actions, safeguards off through settings, self-persisting text (rules/concealed-actions.ts)
  concealedAction,
  safeguardSettings,
  instructionPersistence,
  // lead5: a text that copies itself onward to people, agents, later readers or memory (rules/prompt-worm.ts)
  promptWorm,
]

/** {@link CONTENT_RULES} as detectors with their categories. */
export const CONTENT_DETECTORS: readonly { readonly detect: Detector; readonly category: string }[] = CONTENT_RULES.map(
  (rule) => ({ detect: rule.detect, category: rule.meta.category }),
)
