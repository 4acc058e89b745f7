import type { Diagnostic, Finding } from '@hermes/core'
import type { Truncation } from '@hermes/truncate'

/** The context file a hint directory loaded (§5 step 3). */
export interface HintFile {
  /** The name probed: one of the host's hint names (`AGENTS.md`, `CLAUDE.md`, `.cursorrules`…). */
  readonly name: string
  /** Absolute path as probed (the directory's resolved path + name). */
  readonly path: string
  /** The resolved target (symlinks followed); inside the working directory. */
  readonly realPath: string
  /** Path shown in the hint heading: relative to the working directory, `/`-separated (`pkg/web/AGENTS.md`). */
  readonly displayPath: string
}

/**
 * What happened to one new directory a tool call reached (§5):
 *
 * - `loaded` — its file was scanned clean and sent (see `truncation` for a cut);
 * - `blocked` — its file was sent as the BLOCKED line (§6);
 * - `duplicate` — its first usable file repeats a text already sent: nothing sent;
 * - `no-file` — no usable hint file (none, empty, unreadable, secrets, outside), or the scanner failed on it
 *   (a `blocked` diagnostic; nothing sent);
 * - `excluded` — a segment below the working directory is excluded (`node_modules`, `build`…), or its path
 *   holds a control, line-break or invisible character (a `blocked` diagnostic): not examined;
 * - `retry` — a read failed transiently (`EMFILE`, `ENFILE`, `EAGAIN`, a timeout…; its diagnostic is in
 *   the report): nothing is decided, and the next call that touches the directory tries it again.
 */
export type HintDirectoryStatus = 'loaded' | 'blocked' | 'duplicate' | 'no-file' | 'excluded' | 'retry'

/** One directory examined for the first time by a tool call. */
export interface HintDirectory {
  /** The directory's resolved absolute path. */
  readonly path: string
  /** Relative to the working directory, `/`-separated (`pkg/web`). */
  readonly relativePath: string
  /** What happened. */
  readonly status: HintDirectoryStatus
  /** The file loaded (absent for `no-file` and `excluded`). */
  readonly file?: HintFile
  /** The exact hint text of this directory (`"[Subdirectory context discovered: …]\n" + body`), when one was sent. */
  readonly hint?: string
  /** The scanner's findings (any severity) for the file, in BLOCKED-line order; absent when there are none (§6). */
  readonly findings?: readonly Finding[]
  /** Set when the hint body was longer than the limit and cut (§7; lengths in code points). */
  readonly truncation?: Truncation
}

/**
 * A hint a hint provider (§9) offered for one call, e.g. a glob-scoped rule.
 * Status as for {@link HintDirectoryStatus}: `loaded`, `blocked`, `duplicate`
 * (its text was already sent), `no-file` (empty, or the scanner failed),
 * `excluded` (its heading holds an unsafe character).
 */
export interface AttachedHint {
  /** The provider's key (unique per session). */
  readonly key: string
  /** The heading, without brackets. */
  readonly heading: string
  /** Absolute path of the file. */
  readonly path: string
  /** What happened. */
  readonly status: HintDirectoryStatus
  /** The exact hint text (`"[" + heading + "]\n" + body`), when one was sent. */
  readonly hint?: string
  /** The scanner's findings, when there are any. */
  readonly findings?: readonly Finding[]
  /** Set when the body was cut (§7). */
  readonly truncation?: Truncation
  /** The provider's extra facts (agent, globs, matched path). */
  readonly meta?: Readonly<Record<string, unknown>>
}

/** The structured result of one tool call, for reports and the demo. */
export interface HintReport {
  /** The text to append to the tool result (`"\n\n[Subdirectory context discovered: …"`), or `undefined`. */
  readonly text: string | undefined
  /** `false` when the tracker is off (home directory, `/`, missing working directory, `enabled: false`). */
  readonly active: boolean
  /** Absolute paths the call mentioned, after `~` expansion and resolution against its base (lexical). */
  readonly paths: readonly string[]
  /** Directories examined for the first time, in hint order (shallowest first, then code-point order). */
  readonly directories: readonly HintDirectory[]
  /** Skipped files (reader diagnostics), truncations, blocks and timeouts, in order. */
  readonly diagnostics: readonly Diagnostic[]
  /** Hints offered by the host's hint providers (§9), in order; absent when there were none. */
  readonly attached?: readonly AttachedHint[]
}
