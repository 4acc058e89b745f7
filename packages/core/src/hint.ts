import type { FileSystem } from './fs.js'
/** A path mentioned by a tool call, to be examined for hints (§5). */
export interface ToolCallPath {
  /** The path as written (relative, absolute or starting with `~`). */
  readonly path: string
  /** Absolute directory a relative `path` resolves against; the working directory when absent. */
  readonly base?: string
}

/** What a {@link HintPathExtractor} gets besides the call. */
export interface ExtractContext {
  /** The tracker's working directory (absolute, resolved). */
  readonly workingDir: string
  /** The user's home directory, for `~`. */
  readonly homeDir: string
  /**
   * The most paths the tracker examines for one call (its per-call cap):
   * an extractor should stop collecting once it has this many, so a huge
   * call never builds a huge array. Absent: no cap.
   */
  readonly maxPaths?: number
}

/**
 * Decides which tools and arguments carry paths (§5, §9). Extractors are
 * plugins: each agent names its tools differently. Must never throw on any
 * argument value; odd input yields no paths.
 */
export interface HintPathExtractor {
  /** Unique id, e.g. `hermes-tools`. */
  readonly id: string
  /** One sentence describing which tools it understands. */
  readonly description?: string
  /**
   * Paths mentioned by one tool call.
   *
   * @param toolName - the tool's name as the host agent calls it
   * @param args - the tool's arguments, any JSON-like value
   */
  extract(toolName: string, args: unknown, context: ExtractContext): readonly ToolCallPath[]
}

/** What a {@link HintProvider} gets when a hint tracker starts a session. */
export interface HintProviderContext {
  /** The tracker's working directory (absolute, resolved). */
  readonly workingDir: string
  /** The file system the tracker uses. */
  readonly fs: FileSystem
  /** The tracker's per-read timeout in milliseconds, when one was set. */
  readonly readTimeoutMs?: number
  /**
   * The id of the project file type that won at start-up (§2), from the
   * tracker's `startup` sections: `null` when start-up loaded no project
   * section, `undefined` when the tracker was not told.
   */
  readonly startupFileType?: string | null
}

/** One hint a provider wants appended to a tool result (§5). */
export interface ProvidedHint {
  /** Unique within the session: a key is offered at most once (e.g. the rule file's path). */
  readonly key: string
  /**
   * The heading, without brackets: the hint is `"[" + heading + "]\n" + text`.
   * Must not hold control, line-break or invisible characters (the tracker skips such a hint).
   */
  readonly heading: string
  /** Label for the scanner's BLOCKED line and the truncation marker (e.g. `.cursor/rules/ts.mdc`). */
  readonly label: string
  /** Absolute path of the file the text comes from. */
  readonly path: string
  /** The text (§4.1-normalised, front matter removed); the tracker scans and truncates it. */
  readonly text: string
  /** Extra facts for reports (agent, globs, matched path). Never rendered. */
  readonly meta?: Readonly<Record<string, unknown>>
}

/** A hint provider's state for one tracker session. */
export interface HintProviderSession {
  /**
   * The hints for the paths one tool call touched. Must not throw; a rejection
   * is treated as no hint.
   *
   * @param paths - absolute paths (lexical, after `~` expansion) the call mentioned, in any place
   */
  provide(paths: readonly string[]): Promise<readonly ProvidedHint[]>
}

/**
 * Contributes hints beyond the subdirectory files of §5 — e.g. glob-scoped
 * rules that attach when a tool call touches a matching file (§5, §9). The
 * tracker starts one session per tracker, scans (§6), truncates (§7),
 * de-duplicates against everything already sent, and appends the hints after
 * the subdirectory hints of the same call.
 */
export interface HintProvider {
  /** Unique id, e.g. `interop-rules`. */
  readonly id: string
  /** One sentence describing what it attaches. */
  readonly description?: string
  /** Start the provider's state for one tracker session. Must not throw. */
  start(context: HintProviderContext): HintProviderSession
}
