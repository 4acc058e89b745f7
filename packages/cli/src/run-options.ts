/**
 * A working copy of an example repository for the default command (the demo
 * in `apps/demo` provides one; the published command line has none).
 */
export interface ExampleWorkspace {
  /** The working directory start-up runs in. */
  readonly cwd: string
  /** The example's HERMES_HOME (used unless `--home` is given). */
  readonly home: string
  /** A JSON Lines transcript of tool calls replayed after start-up. */
  readonly transcript: string
  /** How the copy was made a git repository, shown in the report (e.g. `git init`). */
  readonly git: string
  /** Remove the copy. Never throws. */
  dispose(): Promise<void>
}

/** Options of {@link run} that the command line itself has no flag for. */
export interface RunOptions {
  /**
   * Makes the default command run on this example, and replay its
   * transcript, when no `--cwd` is given (the demo). Without it, the default
   * command runs in the current directory.
   */
  readonly example?: () => Promise<ExampleWorkspace>
}
