import type { AgentId } from './agents.js'

/** The glob dialect of an agent (see `matchesGlob`). */
export type GlobDialect = 'gitignore-like' | 'strict'

/**
 * When a rule file applies, from its front matter (or its kind of file):
 *
 * - `always` — loaded at start-up;
 * - `glob` — attached as a hint when a tool call touches a file matching one of `globs`
 *   (relative to the rule's base directory);
 * - `requested` — listed at start-up (path + description) so the agent can read it; not loaded;
 * - `manual` — neither loaded nor listed (the user asks for it by name).
 */
export type Activation =
  | { readonly kind: 'always' }
  | { readonly kind: 'glob'; readonly globs: readonly string[]; readonly dialect: GlobDialect; readonly field: string }
  | { readonly kind: 'requested'; readonly description: string }
  | { readonly kind: 'manual' }

/** One context file an agent's rules found, read and prepared. */
export interface AgentFile {
  readonly agent: AgentId
  /** Absolute path as probed. */
  readonly path: string
  /** Resolved target. */
  readonly realPath: string
  /** Path relative to the working directory, `/`-separated (`.cursor/rules/ts.mdc`, `../CLAUDE.md`). */
  readonly label: string
  /** The directory a `glob` activation's patterns are relative to. */
  readonly base: string
  /** The text to load: front matter removed, imports inlined. */
  readonly text: string
  /** §4.1-normalised text as read (for de-duplication against hints, §5). */
  readonly readText: string
  readonly activation: Activation
  /** Files inlined by `@` imports, as chains of labels from this file (`CLAUDE.md → docs/a.md`). */
  readonly imports?: readonly string[]
  /** A text already cut to a byte budget (Codex `project_doc_max_bytes`). */
  readonly cut?: boolean
  /** A nested memory file (`web/GEMINI.md`) offered as a subdirectory hint in `all` mode. */
  readonly nestedMemory?: boolean
}
