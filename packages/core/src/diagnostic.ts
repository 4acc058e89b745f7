/**
 * Why a file was skipped or changed. Stable strings: tools may switch on them.
 *
 * - `not-found` — the working directory does not exist
 * - `not-regular-file` — a directory, FIFO, socket or device carries a context file's name
 * - `dangling-symlink` — a symlink whose target does not exist
 * - `symlink-loop` — a symlink that resolves to itself (ELOOP)
 * - `unreadable` — permission denied or another I/O error
 * - `invalid-utf8` — the bytes are not valid UTF-8
 * - `binary` — the bytes contain NUL characters (treated like invalid text)
 * - `too-large` — larger than the largest size read
 * - `timeout` — the read did not finish in time
 * - `secrets-file` — the resolved target is `.env`, `.env.*` or `.envrc`
 * - `outside-boundary` — the resolved target lies outside the git root / working directory (read anyway at start-up)
 * - `truncated` — the section was longer than its limit (§7)
 * - `blocked` — the scanner blocked the file (§6)
 * - `invalid-front-matter` — `.mdc` front matter that strict YAML rejects (text still loaded verbatim)
 * - `deferred` — a rule not loaded at start-up by its own activation (glob-scoped, on request, manual); `data` says why
 * - `duplicate` — a file not loaded because an identical text (or the same file) already loaded
 * - `import-refused` — an `@` import not inlined (outside the root, secrets, cycle, depth, missing); `data.reason`
 * - `empty-file` — a file that must hold text is empty (an empty `SOUL.md`: no Soul is loaded)
 * - `invalid-home` — `HERMES_HOME` (or the home directory it defaults under) is empty or not an absolute path: no Soul is loaded
 * - `plugin-error` — a plugin failed: a rule threw, returned a promise or reported an invalid finding (its file is
 *   blocked, fail closed), a file type's `discover` threw, rejected, returned a malformed result or missed its
 *   deadline (it yields nothing), or a hint extractor threw; `data` names the `plugin` and the `rule`,
 *   `fileType` or `hintExtractor`, and the `fault` kind
 */
export type DiagnosticCode =
  | 'not-found'
  | 'not-regular-file'
  | 'dangling-symlink'
  | 'symlink-loop'
  | 'unreadable'
  | 'invalid-utf8'
  | 'binary'
  | 'too-large'
  | 'timeout'
  | 'secrets-file'
  | 'outside-boundary'
  | 'truncated'
  | 'blocked'
  | 'invalid-front-matter'
  | 'deferred'
  | 'duplicate'
  | 'import-refused'
  | 'invalid-home'
  | 'empty-file'
  | 'plugin-error'

/** How serious a diagnostic is: `info` (noted), `warning` (worth telling the user), `error` (a file was skipped). */
export type DiagnosticSeverity = 'info' | 'warning' | 'error'

/**
 * A report about one file that never stops the job — shaped like a vfile
 * message. Printed as `path:line:column  severity  reason  code`.
 */
export interface Diagnostic {
  /** Stable reason code. */
  readonly code: DiagnosticCode
  /** How serious it is. */
  readonly severity: DiagnosticSeverity
  /** Absolute path of the file or directory concerned. */
  readonly path: string
  /** One human sentence: what happened and why. */
  readonly reason: string
  /** Package that reported it, e.g. `@hermes/discovery`. */
  readonly source: string
  /** 1-based line, when the diagnostic points inside a file. */
  readonly line?: number
  /** 1-based column in code points, when the diagnostic points inside a file. */
  readonly column?: number
  /** Extra structured facts (e.g. `{ length, limit, name }` for `truncated`). */
  readonly data?: Readonly<Record<string, unknown>>
}
