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

/**
 * What kind of secret a file is (the `kind` of a `secrets-file` diagnostic's `data`):
 *
 * - `secrets-file-name` — the target is named `.env`, `.env.*` or `.envrc`
 * - `hard-link` — another name of the same file (a hard link) is such a secrets file
 * - `credential-store` — the target lies in a credential store (`~/.ssh`, `~/.gnupg`,
 *   `~/.aws`, `~/.azure`, `~/.password-store`, `~/.config/gcloud`, `~/.config/gh`), is a
 *   credential file (`.netrc`, `.git-credentials`, `.pgpass`, `.pypirc`, `.npmrc`,
 *   `credentials.json`, `.docker/config.json`, `.kube/config`) or lies in `/proc`, `/sys`,
 *   `/dev`, `/run/secrets`
 * - `private-key` — the text holds PEM/OpenSSH/PGP/PuTTY private key material
 * - `cloud-credentials` — AWS credentials, a Google service-account or OAuth refresh-token file
 * - `environment-variables` — a dotenv file or environment dump with secret-looking names
 * - `access-token` — a well-known access-token format (GitHub, GitLab, Slack, npm, OpenAI, Anthropic)
 */
export type SecretKind =
  | 'secrets-file-name'
  | 'hard-link'
  | 'credential-store'
  | 'private-key'
  | 'cloud-credentials'
  | 'environment-variables'
  | 'access-token'

/** Directory names (one or two segments) of credential stores, wherever they are (any user's home). */
const STORE_SEGMENTS = ['.ssh', '.gnupg', '.aws', '.azure', '.password-store']
const STORE_PAIRS = [
  ['.config', 'gcloud'],
  ['.config', 'gh'],
]
/** Credential files by name (a repository's own `.docker/` or `.kube/` folder is not a store; their config files are). */
const STORE_FILES = ['.netrc', '.git-credentials', '.pgpass', '.pypirc', '.npmrc', 'credentials.json']
const STORE_FILE_PAIRS = [
  ['.docker', 'config.json'],
  ['.kube', 'config'],
]
/** Pseudo-file systems and secret mounts: nothing there is a context file. */
const SYSTEM_ROOTS = ['/proc', '/sys', '/dev', '/run/secrets']
/** Ordinary directories under a system root: `/dev/shm` is a tmpfs that CI uses as a workspace in memory. */
const WORKSPACE_ROOTS = ['/dev/shm']

/**
 * A short description of the credential store an absolute resolved path lies
 * in, or `undefined`. Segments are compared anywhere in the path (so
 * `/home/other/.ssh/id_rsa` counts too, and a symlinked home needs no extra
 * lookup); `/proc`, `/sys`, `/dev` and `/run/secrets` count from the root,
 * except `/dev/shm` (a workspace in memory, judged like any directory).
 *
 * @param realPath - an absolute path with symlinks resolved, `/`-separated
 */
export function credentialStoreOf(realPath: string): string | undefined {
  const inWorkspace = WORKSPACE_ROOTS.some((root) => realPath.startsWith(`${root}/`))
  if (!inWorkspace)
    for (const root of SYSTEM_ROOTS) if (realPath === root || realPath.startsWith(`${root}/`)) return root
  const segments = realPath.split('/')
  const last = segments.length - 1
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] ?? ''
    if (i < last && STORE_SEGMENTS.includes(segment)) return `${segment}/`
    if (i === last && STORE_FILES.includes(segment)) return segment
    for (const [folder, file] of STORE_FILE_PAIRS)
      if (segment === folder && i + 1 === last && segments[i + 1] === file) return `${folder}/${file}`
    for (const [first, second] of STORE_PAIRS)
      if (segment === first && i + 1 < last && segments[i + 1] === second) return `${first}/${second}/`
  }
  return undefined
}

const PRIVATE_KEY =
  /^-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----[ \t]*\n(?:[A-Za-z-]+:[^\n]*\n)*\n?[A-Za-z0-9+/=]{16,}/m
const PUTTY_KEY = /^PuTTY-User-Key-File-\d+:/m
const JSON_PRIVATE_KEY = /"private_key"\s*:\s*"-----BEGIN [A-Z ]*PRIVATE KEY-----/
const AWS_SECRET = /^[ \t]*aws_(?:secret_access_key|session_token)[ \t]*[=:][ \t]*[A-Za-z0-9/+=]{20,}/im
const OAUTH_REFRESH = /"refresh_token"\s*:\s*"[^"\s]{10,}"/
const OAUTH_CLIENT_SECRET = /"client_secret"\s*:\s*"[^"\s]{6,}"/
const ASSIGNMENT = /^(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.]*)[ \t]*=/
const SECRET_NAME =
  /secret|token|passw|pwd|api_?key|access_?key|private|credential|auth|session|cookie|dsn|database_url|_key$/i
const TOKEN =
  /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,}|glpat-[A-Za-z0-9_-]{20,}|xox[abposr]-[A-Za-z0-9-]{20,}|npm_[A-Za-z0-9]{36,}|sk-ant-[A-Za-z0-9_-]{40,}|sk-(?:proj-)?[A-Za-z0-9_-]{40,})/g

/** The kind and a human description of secret material in `text`, or `undefined`. */
export interface SecretContent {
  readonly kind: Extract<SecretKind, 'private-key' | 'cloud-credentials' | 'environment-variables' | 'access-token'>
  /** What it is, for a diagnostic's reason (never a quote of the text). */
  readonly what: string
}

/**
 * Recognise secret material in a decoded file's text: private keys, cloud
 * credential files, dotenv files / environment dumps with secret-looking
 * names, and well-known access-token formats. Documentation *about* these
 * (a lone `-----BEGIN … PRIVATE KEY-----` line, `API_TOKEN=...` in prose, a
 * placeholder such as `ghp_xxxx…`) is not secret material. Linear time.
 *
 * @param text - the file's text (§4.1-normalised or raw)
 */
export function secretContentOf(text: string): SecretContent | undefined {
  if (text.includes('PRIVATE KEY')) {
    if (PRIVATE_KEY.test(text)) return { kind: 'private-key', what: 'a private key' }
    if (JSON_PRIVATE_KEY.test(text)) return { kind: 'cloud-credentials', what: 'a service-account private key' }
  }
  if (PUTTY_KEY.test(text)) return { kind: 'private-key', what: 'a private key (PuTTY)' }
  if (AWS_SECRET.test(text)) return { kind: 'cloud-credentials', what: 'AWS credentials' }
  if (OAUTH_REFRESH.test(text) && OAUTH_CLIENT_SECRET.test(text))
    return { kind: 'cloud-credentials', what: 'OAuth client credentials with a refresh token' }
  if (isEnvironmentDump(text))
    return { kind: 'environment-variables', what: 'environment variables with secret-looking names (a dotenv file)' }
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text))
    if (looksRandom(match[0])) return { kind: 'access-token', what: 'an access token' }
  return undefined
}

/** Real tokens are random: digits, upper- and lower-case letters, many distinct characters (not `ghp_xxxx…`, not `sk-learn-…`). */
function looksRandom(token: string): boolean {
  return /\d/.test(token) && /[a-z]/.test(token) && /[A-Z]/.test(token) && new Set(token).size >= 12
}

/** Every non-blank, non-comment line is `NAME=value`, and some name looks secret. */
function isEnvironmentDump(text: string): boolean {
  let secretName = false
  let assignments = 0
  let start = 0
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const line = text.slice(start, end).trim()
    start = end + 1
    if (line === '' || line.startsWith('#')) continue
    const match = ASSIGNMENT.exec(line)
    if (!match) return false
    assignments++
    if (SECRET_NAME.test(match[1] ?? '')) secretName = true
  }
  return assignments > 0 && secretName
}
