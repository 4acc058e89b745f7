import type { Diagnostic, FileSystem, Host, ScannerSettings } from '@hermes/core'
import type { Scanner } from '@hermes/scanner'
import type { Truncation } from '@hermes/truncate'

/** One scanner finding (rule id, category, severity, 1-based line/column, excerpt, description), as `@hermes/scanner` reports it. */
export type Finding = ReturnType<Scanner['scan']>['findings'][number]

/** Options of `buildProjectContext`. */
export interface BuildProjectContextOptions {
  /** The working directory (absolute, or relative to `process.cwd()`); resolved to its real path (§3). */
  readonly cwd: string
  /** The plugin host; default `createDefaultHost()` (built-in file types, `hermes` and `recommended` presets). */
  readonly host?: Host
  /**
   * `HERMES_HOME`, where `SOUL.md` lives, an absolute path; default
   * `$HERMES_HOME`, else `~/.hermes` (§1). A relative or empty `$HERMES_HOME`
   * or home directory is never used: no Soul, an `invalid-home` diagnostic.
   */
  readonly hermesHome?: string
  /** The model's context window in tokens; sets the per-section limit when no `maxChars` is configured (§7). */
  readonly contextLength?: number
  /** `context_file_max_chars`: the per-section limit in characters (code points) when ≥ 1 after truncation to an integer (§7). */
  readonly maxChars?: number
  /** Include the Soul text at the end of `text` (§8); default `false`. The Soul is returned in `soul` either way. */
  readonly soul?: boolean
  /**
   * Scanner settings (§6): `{ preset?, rules? }` — the preset id (default the
   * host's default preset) and per-rule settings on top of it, ESLint-style
   * (`{ deception: 'warn', 'acme/no-internal-urls': ['block', { allow: [] }] }`).
   * Only the caller decides these: nothing is read from the repository.
   */
  readonly scanner?: ScannerSettings
  /** The scanner preset (§6); same as `scanner.preset` (give one or the other). */
  readonly preset?: string
  /**
   * Milliseconds a file type's `discover()` may take (§9); default 10,000.
   * A file type that has not settled by then yields nothing, with a
   * `plugin-error` diagnostic, and start-up goes on with the next type.
   * `Infinity` (or anything above 2³¹ − 1) means no deadline.
   */
  readonly fileTypeTimeoutMs?: number
  /** The file system; default `nodeFileSystem`. */
  readonly fs?: FileSystem
  /**
   * Create a default `SOUL.md` in `hermesHome` when it has none (§8); default
   * `true`. Only done with the Node file system (a custom `fs` is never written to).
   */
  readonly createDefaultSoul?: boolean
  /**
   * Milliseconds before one file's read is abandoned (§4.1); default 5,000. It
   * also bounds every other file-system call (working directory, `.git`,
   * directory listings). `Infinity` (or anything above 2³¹ − 1) means no timeout.
   */
  readonly readTimeoutMs?: number
  /**
   * Milliseconds the whole build may take; default 10,000
   * (`DEFAULT_BUILD_DEADLINE_MS`). When it passes, every pending and later
   * file-system call gives up at once and what was read by then is returned,
   * with a `timeout` diagnostic (`data.deadlineMs`). Values above 2³¹ − 1
   * (`Infinity` too) are clamped to it.
   */
  readonly deadlineMs?: number
}

/** What happened to one section. */
export type SectionStatus = 'loaded' | 'blocked' | 'truncated'

/** One project section of the assembled context (§4, §8). */
export interface ProjectSection {
  /** Id of the file type it came from (`agents`, `cursor`…). */
  readonly fileType: string
  /** Provenance label shown in the heading (`AGENTS.md`, `../AGENTS.md`, `.cursor/rules/x.mdc`). */
  readonly label: string
  /** Absolute path as probed. */
  readonly path: string
  /** Resolved target (symlinks followed). */
  readonly realPath: string
  /** §4.1-normalised text before front-matter removal: what the hint tracker de-duplicates against (§5). */
  readonly readText: string
  /** `blocked` (the body is the BLOCKED line), `truncated` (cut on its own or by its group's truncation), else `loaded`. */
  readonly status: SectionStatus
  /** The scanner's findings for this file (blocking and warning). */
  readonly findings: readonly Finding[]
  /** Length of the section (`"## label\n\n" + body`) before truncation, in characters (code points). */
  readonly length: number
  /** The section's own truncation, when it was cut (§7). */
  readonly truncation?: Truncation
  /** The file type's extra facts about the file (e.g. `{ agent, importChain }` from `@hermes/interop`), when it gave any. */
  readonly meta?: Readonly<Record<string, unknown>>
}

/** The Soul (§8), returned separately so a host can put it first in its system prompt. */
export interface SoulContext {
  /** The text to use: the scanned, truncated `SOUL.md` text, or its BLOCKED line. No heading. */
  readonly text: string
  /** Absolute path of `SOUL.md`. */
  readonly path: string
  /** `loaded`, `blocked` or `truncated`. */
  readonly status: SectionStatus
  /** The scanner's findings. */
  readonly findings: readonly Finding[]
}

/** The result of `buildProjectContext`. */
export interface ProjectContext {
  /** The exact §8 string: `""` when nothing loaded. */
  readonly text: string
  /** The Soul, or `null` when `HERMES_HOME` has no non-empty, readable `SOUL.md`. Present even with `soul: false`. */
  readonly soul: SoulContext | null
  /** The project sections in prompt order (all from one file type, §2). */
  readonly sections: readonly ProjectSection[]
  /** Every skip, block, truncation and warning, in the order they happened. */
  readonly diagnostics: readonly Diagnostic[]
  /** Every truncation that cut text (sections, groups such as `AGENTS.md (directory chain)`, the Soul), for the host to warn about (§7). */
  readonly truncations: readonly Truncation[]
  /** The git root used (§3), or `null`. */
  readonly gitRoot: string | null
  /** Id of the project file type that won (§2), or `null` when none yielded text. */
  readonly fileType: string | null
  /** The working directory: its real path, or the path as given when it could not be resolved. */
  readonly cwd: string
}
