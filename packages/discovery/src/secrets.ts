/**
 * `true` when `name` (a bare file name, not a path) is a secrets file that
 * hermes-context never reads: `.env`, `.env.<anything>` or `.envrc` (§4.1, §5).
 * Case-sensitive, like the file systems these names come from.
 *
 * @param name - a file name such as `.env.local`
 */
export function isSecretsFileName(name: string): boolean {
  return name === '.env' || name === '.envrc' || name.startsWith('.env.')
}
