// Temporary trees and fault-injecting file systems come from @hermes/test-utils (AGENTS.md, "Tests").
export { fsWith, never, syncFileSystem, tempDir, write } from '@hermes/test-utils'

/** The §8 heading. */
export const HEADER =
  '# Project Context\n\nThe following project context files have been loaded and should be followed:\n\n'
