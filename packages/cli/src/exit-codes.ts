/** Exit code: success; for `scan`, no file would be blocked and the warnings are within `--max-warnings`. */
export const EXIT_OK = 0
/** Exit code of `scan` when at least one file would be blocked, or there are more warnings than `--max-warnings`. */
export const EXIT_BLOCKED = 1
/**
 * Exit code of a failure: a command that fails unexpectedly, a configuration
 * or plugin that cannot be loaded (one line on stderr; `HERMES_DEBUG=1` adds
 * the stack). Never 0 nor 1, so a crash reads neither as clean nor as a finding.
 */
export const EXIT_FAILURE = 2
/** Exit code of a usage error (one line on stderr); the same as {@link EXIT_FAILURE}, as in ESLint. */
export const EXIT_USAGE = 2
/** Exit code when writing the output failed or was cut short (a full disk, a file-size limit): the output is incomplete. */
export const EXIT_WRITE_ERROR = 2
