import type { RecommendedRule } from '../rule-kit.js'
import { bidiControls } from './bidi-controls.js'
import { deception } from './deception.js'
import { encodedPayloads } from './encoded-payloads.js'
import { exfiltration } from './exfiltration.js'
import { hiddenComments } from './hidden-comments.js'
import { hiddenElements } from './hidden-elements.js'
import { instructionOverride } from './instruction-override.js'
import { invisibleCharacters } from './invisible-characters.js'
import { markdownExfiltration } from './markdown-exfiltration.js'
import { mixedScript } from './mixed-script.js'
import { persistence } from './persistence.js'
import { promptLeak } from './prompt-leak.js'
import { roleHijack } from './role-hijack.js'
import { safetyBypass } from './safety-bypass.js'
import { secretAccess } from './secret-access.js'
import { unicodeTags } from './unicode-tags.js'
import { variationSelectors } from './variation-selectors.js'

/** Every rule of the `recommended` preset, in preset order (the order of ids in a BLOCKED line). */
export const recommendedRules: readonly RecommendedRule[] = [
  invisibleCharacters,
  unicodeTags,
  variationSelectors,
  bidiControls,
  mixedScript,
  hiddenComments,
  hiddenElements,
  instructionOverride,
  roleHijack,
  deception,
  promptLeak,
  exfiltration,
  markdownExfiltration,
  secretAccess,
  safetyBypass,
  persistence,
  encodedPayloads,
]
