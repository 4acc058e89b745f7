export {
  buildProjectContext,
  DEFAULT_BUILD_DEADLINE_MS,
  DEFAULT_FILE_TYPE_TIMEOUT_MS,
} from './build-project-context.js'
export { createDefaultHost } from './default-host.js'
export type { DefaultHostOptions } from './default-host.js'
export { PROJECT_CONTEXT_HEADER, renderProjectContext } from './render.js'
export type {
  BuildProjectContextOptions,
  Finding,
  ProjectContext,
  ProjectSection,
  SectionStatus,
  SoulContext,
} from './project-context.js'
