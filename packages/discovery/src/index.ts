export { findGitRoot } from './git-root.js'
export type { FindGitRootOptions } from './git-root.js'
export { DEFAULT_MAX_FILE_BYTES, DEFAULT_READ_TIMEOUT_MS, readContextFile } from './read-context-file.js'
export type { ReadContextFileOptions } from './read-context-file.js'
export { credentialStoreOf, isSecretsFileName, secretContentOf } from './secrets.js'
export type { SecretContent, SecretKind } from './secrets.js'
export { stripFrontMatter } from './front-matter.js'
export {
  analyseFrontMatter,
  frontMatterProblems,
  MAX_FRONT_MATTER_ALIASES,
  MAX_FRONT_MATTER_CHARS,
  parseMdc,
} from './mdc.js'
export type { MdcProblem, ParsedMdc } from './mdc.js'
export { compareCodePoints } from './code-point-compare.js'
export { withFileSystemTimeout } from './timed-fs.js'
export { createDiscoverContext } from './discover-context.js'
export type { CreateDiscoverContextOptions } from './discover-context.js'
export { DEFAULT_SOUL_TEXT, ensureDefaultSoul } from './default-soul.js'
export type { EnsureSoulResult } from './default-soul.js'
export { hermesFileType, HERMES_NAMES } from './file-types/hermes.js'
export { agentsFileType, AGENTS_CHAIN_NAME, AGENTS_NAMES } from './file-types/agents.js'
export { claudeFileType, CLAUDE_NAMES } from './file-types/claude.js'
export { cursorFileType, CURSOR_RULES_DIR } from './file-types/cursor.js'
export { soulFileType, SOUL_NAME } from './file-types/soul.js'
export { builtinFileTypes } from './builtin.js'
