import type { Diagnostic } from './diagnostic.js'
import type { FileSystem } from './fs.js'

/**
 * The outcome of reading one candidate context file with the §4.1 rules.
 * `ok: false` means the file was skipped (the next name or type is tried);
 * the reason is also reported as a diagnostic.
 */
export type ReadOutcome =
  | {
      readonly ok: true
      /** Path as probed (absolute). */
      readonly path: string
      /** Resolved target (symlinks followed). */
      readonly realPath: string
      /** Text after §4.1 normalisation: `\n` line endings, one leading BOM removed, trimmed. May be empty. */
      readonly text: string
      /** `true` when the resolved target lies outside the boundary (git root, else working directory). */
      readonly outsideBoundary: boolean
    }
  | {
      readonly ok: false
      /** Path as probed (absolute). */
      readonly path: string
      /** `true` when nothing of that name exists at all (no diagnostic is reported then). */
      readonly missing: boolean
      /** The diagnostic reported for this skip, if any (absent for `missing`). */
      readonly diagnostic?: Diagnostic
    }

/** What a {@link FileType} gets to find and read its files at start-up. */
export interface DiscoverContext {
  /** The working directory, resolved to its real path (§3). */
  readonly cwd: string
  /** The git root (real path), or `null` outside a repository (§3). */
  readonly gitRoot: string | null
  /** `HERMES_HOME` (absolute), where `SOUL.md` lives. */
  readonly hermesHome: string
  /** The file system in use. */
  readonly fs: FileSystem
  /** Read a candidate with the shared §4.1 rules (never throws). */
  read(path: string): Promise<ReadOutcome>
  /** Report a diagnostic (skips are reported by `read` already). */
  report(diagnostic: Diagnostic): void
  /**
   * Scan a text with the session's scanner and preset (§6), when the caller
   * provides one (`buildProjectContext` does). For file types that inline
   * other files (imports) and must scan each part on its own. Optional:
   * absent in contexts created without a scanner.
   */
  readonly scan?: (text: string, label: string) => ScanVerdict
}

/** What {@link DiscoverContext.scan} returns: the text to load, or the BLOCKED line. */
export interface ScanVerdict {
  /** `true` when the scanner blocked the text (§6). */
  readonly blocked: boolean
  /** The text to load: the scanned text, or the exact BLOCKED line when blocked. */
  readonly text: string
  /** The finding ids, in BLOCKED-line order. */
  readonly ids: readonly string[]
}

/** One context file a file type decided to load. */
export interface DiscoveredFile {
  /** Provenance label shown in the section heading (`AGENTS.md`, `../AGENTS.md`, `.cursor/rules/x.mdc`). */
  readonly label: string
  /** Absolute path as probed. */
  readonly path: string
  /** Resolved target. */
  readonly realPath: string
  /** Text handed to the scanner (normalised, front matter removed where the type does that). */
  readonly text: string
  /** Normalised text before type-specific changes such as front-matter removal (used for hint de-duplication, §5). */
  readonly readText: string
  /** Name used in the truncation marker when this file's section is truncated on its own, or `null` when it is not (§7). */
  readonly truncateName: string | null
  /**
   * Extra facts about the file for reports (e.g. `{ agent, importChain }` from
   * `@hermes/interop`), copied to the section unchanged. Never rendered.
   */
  readonly meta?: Readonly<Record<string, unknown>>
}

/** How a file type's files are rendered into the project context (§2, §3). */
export interface DiscoveredFiles {
  /** The files, in prompt order. Empty when the type yields nothing. */
  readonly files: readonly DiscoveredFile[]
  /** Appended after each section's body (`"\n\n"` for Cursor); default `""`. */
  readonly sectionSuffix?: string
  /** Between two sections; default `"\n\n"` (a blank line). */
  readonly separator?: string
  /** Truncate the joined sections again as a whole, with this name, once there are at least `minFiles` files. */
  readonly group?: { readonly name: string; readonly minFiles: number }
}

/**
 * A kind of context file, registered as a plugin (§1, §9).
 *
 * `role: 'project'` types compete: the first, in ascending `priority`, whose
 * {@link FileType.discover} yields a file with non-empty text wins (§2).
 * `role: 'identity'` (Soul) always loads, outside that choice.
 */
export interface FileType {
  /** Unique id, e.g. `hermes`, `agents`, `claude`, `cursor`, `soul`. */
  readonly id: string
  /** `project` (one per session, by priority) or `identity` (Soul). */
  readonly role: 'project' | 'identity'
  /** Lower is tried first among project types (built-ins: hermes 100, agents 200, claude 300, cursor 400). */
  readonly priority: number
  /** File names (or glob-like patterns such as `.cursor/rules/*.mdc`) this type loads, for docs and `scan`. */
  readonly names: readonly string[]
  /** Names tried, in order, in a subdirectory discovered while the agent works (§5); none when absent. */
  readonly hintNames?: readonly string[]
  /** One-line description for reports and docs. */
  readonly description?: string
  /**
   * Ids of file types this one takes over: the host drops them when this type
   * is registered, so their files are not loaded twice (e.g. an interop
   * `CLAUDE.md` type replacing the built-in `claude`). Default: none.
   */
  readonly replaces?: readonly string[]
  /**
   * Find and read this type's files at start-up. Must not throw on bad input.
   * A type whose `discover` throws, rejects, returns a malformed result or
   * does not settle within its deadline (`buildProjectContext`'s
   * `fileTypeTimeoutMs`, default 10,000 ms) yields nothing, with a
   * `plugin-error` diagnostic naming the type and its plugin; start-up goes on.
   */
  discover(context: DiscoverContext): Promise<DiscoveredFiles>
}
