import type { HermesRule } from '../../hermes/pattern-rule.js'
import { invisibleUnicode } from './invisible_unicode.js'
import { promptInjection } from './prompt_injection.js'
import { sysPromptOverride } from './sys_prompt_override.js'
import { disregardRules } from './disregard_rules.js'
import { bypassRestrictions } from './bypass_restrictions.js'
import { htmlCommentInjection } from './html_comment_injection.js'
import { hiddenDiv } from './hidden_div.js'
import { translateExecute } from './translate_execute.js'
import { deceptionHide } from './deception_hide.js'
import { roleHijack } from './role_hijack.js'
import { rolePretend } from './role_pretend.js'
import { leakSystemPrompt } from './leak_system_prompt.js'
import { removeFilters } from './remove_filters.js'
import { fakeUpdate } from './fake_update.js'
import { identityOverride } from './identity_override.js'
import { c2NodeRegistration } from './c2_node_registration.js'
import { c2Heartbeat } from './c2_heartbeat.js'
import { c2TaskPull } from './c2_task_pull.js'
import { c2NetworkConnect } from './c2_network_connect.js'
import { forcedAction } from './forced_action.js'
import { antiForensicOneliner } from './anti_forensic_oneliner.js'
import { antiForensicDisk } from './anti_forensic_disk.js'
import { envVarUnsetAgent } from './env_var_unset_agent.js'
import { knownC2Framework } from './known_c2_framework.js'
import { c2Explicit } from './c2_explicit.js'
import { c2ExplicitLong } from './c2_explicit_long.js'
import { exfilCurl } from './exfil_curl.js'
import { exfilWget } from './exfil_wget.js'
import { readSecrets } from './read_secrets.js'

/** The rules of the `hermes` preset in §6 table order (the BLOCKED-line order): `invisible_unicode`, then the 28 patterns. */
export const hermesRules: readonly HermesRule[] = [
  invisibleUnicode,
  promptInjection,
  sysPromptOverride,
  disregardRules,
  bypassRestrictions,
  htmlCommentInjection,
  hiddenDiv,
  translateExecute,
  deceptionHide,
  roleHijack,
  rolePretend,
  leakSystemPrompt,
  removeFilters,
  fakeUpdate,
  identityOverride,
  c2NodeRegistration,
  c2Heartbeat,
  c2TaskPull,
  c2NetworkConnect,
  forcedAction,
  antiForensicOneliner,
  antiForensicDisk,
  envVarUnsetAgent,
  knownC2Framework,
  c2Explicit,
  c2ExplicitLong,
  exfilCurl,
  exfilWget,
  readSecrets,
]
