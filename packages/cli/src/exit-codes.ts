/** Exit code: success (for `scan`: no file would be blocked). */
export const EXIT_OK = 0
/** Exit code of `scan` when at least one file would be blocked. */
export const EXIT_BLOCKED = 1
/** Exit code when a command fails unexpectedly (one line on stderr; `HERMES_DEBUG=1` adds the stack). */
export const EXIT_FAILURE = 1
/** Exit code of a usage error (one line on stderr). */
export const EXIT_USAGE = 2
/** Exit code when writing the output failed or was cut short (a full disk, a file-size limit): the output is incomplete. */
export const EXIT_WRITE_ERROR = 2
