/**
 * A mistake on the command line (unknown option, bad number, unknown preset,
 * missing value, missing file). The CLI prints its one-line message and exits
 * with code 2.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}
