export { interop, INTEROP_PLUGIN_NAME } from './interop.js'
export { resolveOptions, DEFAULT_CODEX_MAX_BYTES } from './options.js'
export type { InteropOptions, ResolvedInteropOptions } from './options.js'
export { AGENTS, AGENT_IDS } from './agents.js'
export type { AgentId, AgentInfo } from './agents.js'
export type { Activation, AgentFile, GlobDialect } from './rule-file.js'
export { agentFileType, allFileType, ALL_GROUP_NAME, ALL_PRIORITY } from './file-types.js'
export { rulesHintProvider, RULES_HINT_PROVIDER_ID } from './hint-provider.js'
export { expandImports, findImports, MAX_IMPORT_DEPTH, MAX_IMPORTS_PER_FILE } from './imports.js'
export type { ExpandImportsOptions, ExpandedImports } from './imports.js'
export { splitRule } from './front-matter.js'
export type { SplitRule } from './front-matter.js'
export { globList, matchesGlob } from './globs.js'
export { cursorActivation } from './agents/cursor.js'
export { windsurfActivation } from './agents/windsurf.js'
export { continueActivation } from './agents/continue.js'
export { copilotActivation } from './agents/copilot.js'
export { clineActivation } from './agents/cline.js'
export { cutToBytes } from './agents/codex.js'

import { interop as interopFactory } from './interop.js'

/** The plugin factory as the default export, so `hermes-context --plugin @hermes/interop` (with `--plugin-options '{"mode":"all"}'`) enables it. */
export default interopFactory
