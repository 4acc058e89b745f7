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
