import { mayMatch, textMayMatch } from './triggers.js'

/**
 * Regular expressions and helpers shared by the command rules (exfiltration,
 * secret access, persistence). Every expression is linear: character classes
 * with bounded or possessive-like repetition, no nested unbounded groups.
 * They run on the folded (lower-cased) text.
 */

/**
 * Secret files and directories: SSH keys (not `*.pub`, fp6), cloud credentials, `.env*` (not templates), token stores,
 * and (lead8) cryptocurrency wallets and keystores (`wallet.dat`, `~/.ethereum/keystore`, `~/.electrum/wallets`,
 * `~/.config/solana/id.json`), which info-stealers and poisoned agent skills harvest — not (break9) a node's logs,
 * chain data or test networks (`~/.bitcoin/debug.log`, `~/.bitcoin/regtest`), nor a module name (`electrum.bitcoin`).
 * `~/.ssh/` with a trailing slash (or `~/.ssh/*`) only under the home directory: break11, `/root/.ssh/` as where a
 * devcontainer copies its config is not the user's key store.
 */
export const SECRET_PATH =
  /(?:~|\$home|\$\{home\}|%userprofile%|\$env:userprofile)?[\\/]?(?:\.ssh(?:[\\/](?!authorized_keys|known_hosts|config\b|[\w.-]{1,60}\.pub(?![\w.-]))[\w.-]{1,64}(?![\w.-])|(?![\w.\\/-])|(?<=(?:~|\$home|\$\{home\}|%userprofile%|\$env:userprofile)[\\/]\.ssh)[\\/]\*?(?![\w.*-]))|id_(?:rsa|dsa|ecdsa|ed25519)(?!\.pub)(?![\w.])|\.aws(?:[\\/](?:credentials|config))?(?![\w.-])|\.kube[\\/]config|kubeconfig|\.docker[\\/]config\.json|\.netrc|\.npmrc|\.pypirc|\.pgpass|\.git-credentials|\.config[\\/]gh[\\/]hosts\.yml|\.config[\\/]gcloud|application_default_credentials\.json|\.azure[\\/]|\.gradle[\\/]gradle\.properties|\.m2[\\/]settings\.xml|\.snowflake|\.terraformrc|credentials\.json|(?<![\w-])[\w-]{0,40}\.secret\.[a-z]{1,5}|secrets?\.(?:ya?ml|json|env)|(?<![\w.$-]|(?:process|meta)\\)\.env(?:\.(?!example|sample|template|dist|defaults|schema)[a-z0-9_-]{1,20})?(?![\w-]|\.[a-z0-9]|\\\.)|\.envrc|(?<![\w-])[\w-]{1,40}\.(?:pem|p12)(?![\w])|wallet\.dat|(?<![\w-])\.(?:bitcoin|litecoin|dogecoin|monero|zcash|electrum|exodus|ethereum[\\/]keystore)(?![\\/](?:regtest|testnet\d?|signet|blocks|chainstate|indexes|[\w-]*\.log)(?![\w.-]))(?:[\\/][\w.*-]{0,64})?(?![\w.-])|\.config[\\/]solana[\\/]id\.json|exodus\.wallet)/g

/** fp6: a placeholder for the far end of a shell one-liner: `<attacker-ip>`, `<ip>`, `[lhost]`, `ATTACKER_IP`, `LHOST`, `x.x.x.x`. */
export const PLACEHOLDER_HOST =
  /<[a-z_ -]{0,20}(?:ip|host|addr|address|lhost|port)[a-z_ -]{0,10}>|\[(?:lhost|attacker[_-]?ip|your[_-]?ip|ip)\]|(?<![\w])(?:attacker[_-]?ip|attacker[_-]?host|lhost|your[_-]?ip|x\.x\.x\.x|10\.10\.x\.x)(?![\w])/

/** Environment variables named like secrets (`$OPENAI_API_KEY`, `${AWS_SECRET_ACCESS_KEY}`). */
export const SECRET_VAR =
  /\$\(\s?[a-z_][a-z0-9_]{0,60}(?:key|token|secret|password|passwd|credential|credentials|cookie)[a-z0-9_]{0,30}\s?\)|\$\{?[a-z_][a-z0-9_]{0,60}(?:key|token|secret|password|passwd|credential|credentials|cookie)[a-z0-9_]{0,30}\}?|\$\{?[a-z_][a-z0-9_]{0,60}_(?:pat|pwd|pw|pass|auth|apikey)(?![a-z0-9_])\}?|\$env:[a-z_]{0,40}(?:key|token|secret|password)[a-z_]{0,30}/g

/**
 * A secret-named variable read in code: `os.environ["OPENAI_API_KEY"]`,
 * `os.getenv("DB_PASSWORD")`, `process.env.STRIPE_SECRET`,
 * `process.env["GH_TOKEN"]`, `System.getenv("API_KEY")`, `env::var("X_TOKEN")`.
 */
export const CODE_SECRET =
  /(?:os\.environ\[\s*|os\.environ\.get\(\s*|os\.getenv\(\s*|process\.env\[\s*|getenv\(\s*|env::var\(\s*|env\[\s*)["'`](?:[a-z0-9_]{0,60}(?:key|token|secret|password|passwd|credential)[a-z0-9_]{0,30}|[a-z0-9_]{0,30}(?:database|db|mongo|mongodb|redis|postgres|postgresql|mysql)_?(?:url|uri|dsn))["'`]|process\.env\.(?:[a-z0-9_]{0,60}(?:key|token|secret|password|passwd|credential)[a-z0-9_]{0,30}|[a-z0-9_]{0,30}(?:database|db|mongo|mongodb|redis|postgres|postgresql|mysql)_?(?:url|uri|dsn))(?![\w])/g

/** The name of a secret as written (`$GITLAB_TOKEN`, `os.environ["MYAPP_API_KEY"]` → `myapp_api_key`); `undefined` for files and dumps. */
export function secretName(secret: string): string | undefined {
  if (/^\$\{?[a-z_][a-z0-9_]*\}?$/.test(secret)) return secret.replace(/[${}]/g, '')
  // `$(API_TOKEN)`: a Makefile variable (or a command substitution of a secret-named word), the same name.
  if (/^\$\(\s?[a-z_][a-z0-9_]*\s?\)$/.test(secret)) return secret.replace(/[$()\s]/g, '')
  if (CODE_SECRET_NAME.test(secret)) return /([a-z0-9_]+)["'`]?$/.exec(secret)?.[1]
  return undefined
}
const CODE_SECRET_NAME = /^(?:os\.|process\.env|getenv|env::|env\[)/

/** The whole environment: `env |`, `$(env)`, `printenv`, `os.environ` (not one variable of it), `process.env`. */
export const ENV_DUMP =
  /(?<![\w.-])(?:printenv|env)(?=\s*[|)>;`"']|\s*$)|\$\(\s*(?:env|printenv|set)(?![\w-])|os\.environ(?![.\w[])|process\.env(?![.\w[])|\$env:(?![a-z_]*(?:key|token|secret|password))|get-childitem\s+env:|\bprintenv\b/g

/** Network senders: command-line clients and one-liner APIs. */
export const SENDER =
  /(?<![\w.-])(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|sftp|ftp|telnet|invoke-webrequest|invoke-restmethod|iwr|irm|dig|nslookup|sendmail|httpie|xh)(?![\w-])|(?<![\w.-])(?:aws\s+s3\s+(?:cp|sync|mv)|gsutil\s+(?:-m\s+)?(?:cp|rsync|mv)|gcloud\s+storage\s+(?:cp|rsync|mv)|rclone\s+(?:copy|sync|move)|azcopy\s+(?:copy|sync)|s3cmd\s+(?:put|sync|cp|mv)|mc\s+(?:cp|mirror))(?![\w-])|requests\.(?:post|put|patch|get)|urllib\.request|urlopen|http\.client|httpx\.(?:post|put)|fetch\(|axios\.(?:post|put)|xmlhttprequest|\/dev\/(?:tcp|udp)\/|git\s+push|net\.webclient|upload(?:string|file)/g

/** A pipe into an interpreter (`| sh`, `| bash`, `| iex`). */
export const PIPE_TO_SHELL =
  /\|\s{0,8}(?:sudo\s{1,8})?(?:sh|bash|zsh|dash|ksh|fish|python3?|node|perl|ruby|iex|invoke-expression)(?![\w-])(?!\s{1,8}-[ce]\s)|(?:bash|sh|zsh)\s{1,8}<\(\s{0,8}(?:curl|wget)|iex\s{0,8}\(\s{0,8}(?:iwr|irm|invoke-|new-object)|eval\s{1,8}"?\$\(\s{0,8}(?:curl|wget)/g

/** `http(s)://host` — group 1 is the host (with port/userinfo). */
export const URL = /\bhttps?:\/\/([^\s/'"`)>\]\\|?#]{1,253})/g

/** A bare domain name (for `nc`, `dig`, `scp` destinations), with common top-level domains only. */
export const DOMAIN =
  /(?<![\w.@/-])((?:[a-z0-9-]{1,63}\.){1,8}(?:com|net|org|io|dev|app|example|invalid|xyz|ru|cn|co|me|info|biz|top|site|online|cloud|ai|gg|ly|to|cc|tk|link|test|internal|onion))(?![\w-])/g

/** blind12: a cloud storage address (`s3://bucket/…`, `gs://bucket`) — group 1 is the scheme and bucket. */
export const BUCKET = /(?<![\w.-])((?:s3|gs|az|r2|b2|oss|cos):\/\/[a-z0-9][a-z0-9._-]{1,62})/g

/** An e-mail address — group 1 is the host. */
export const EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24})(?![\w-])/g

/** Hosts a context file may legitimately send tokens to (overridable with the `allowHosts` rule option). */
export const DEFAULT_ALLOW_HOSTS: readonly string[] = [
  'localhost',
  '127.0.0.1',
  '0.0.0.0',
  '[::1]',
  'api.github.com',
  'uploads.github.com',
  'github.com',
  'gitlab.com',
  'sentry.io',
  '*.sentry.io',
  'registry.npmjs.org',
  'upload.pypi.org',
  'pypi.org',
  'api.openai.com',
  'api.anthropic.com',
  'hooks.slack.com',
  // Well-known API hosts that deploy and CI commands send the user's own tokens to.
  'api.cloudflare.com',
  'api.vercel.com',
  'api.netlify.com',
  'api.heroku.com',
  'api.fly.io',
  'api.digitalocean.com',
  'api.render.com',
  'backboard.railway.app',
  'api.supabase.com',
  'api.stripe.com',
  'api.linear.app',
  'api.notion.com',
  'api.bitbucket.org',
  'dev.azure.com',
  'management.azure.com',
  '*.googleapis.com',
  '*.amazonaws.com',
  'app.terraform.io',
  'api.npmjs.org',
  'hub.docker.com',
  'ghcr.io',
  'codecov.io',
  'api.codecov.io',
  'circleci.com',
  'api.buildkite.com',
  'huggingface.co',
  'api.mistral.ai',
  'api.groq.com',
  'openrouter.ai',
  'api.datadoghq.com',
  'api.pagerduty.com',
  // Package registries and developer services that publish and CI steps authenticate to.
  'marketplace.visualstudio.com',
  'open-vsx.org',
  'api.nuget.org',
  'www.nuget.org',
  'rubygems.org',
  'crates.io',
  'hex.pm',
  'api.atlassian.com',
  'api.mailgun.net',
  'api.sendgrid.com',
  'api.postmarkapp.com',
  'api.resend.com',
  '*.slack.com',
  'fly.io',
  'api.twilio.com',
  'sonarcloud.io',
  'api.snyk.io',
  'coveralls.io',
  'api.pulumi.com',
  'api.honeycomb.io',
  'api.cohere.ai',
  'api.together.xyz',
  'api.fireworks.ai',
  'api.replicate.com',
  'api.deepseek.com',
  'api.x.ai',
  'api.elevenlabs.io',
  'api.newrelic.com',
  // Dashboards of the same vendors (settings pages the user's own secrets are entered on).
  'vercel.com',
  'app.netlify.com',
  'dashboard.heroku.com',
  'dash.cloudflare.com',
  'console.cloud.google.com',
  'portal.azure.com',
  'console.aws.amazon.com',
  'supabase.com',
  'app.supabase.com',
  'railway.app',
  'dashboard.render.com',
]

const VENDOR_NOISE = new Set([
  'api',
  'key',
  'keys',
  'token',
  'tokens',
  'secret',
  'auth',
  'access',
  'pat',
  'env',
  'my',
  'the',
  'personal',
  'bearer',
  'private',
  'app',
  'ci',
  // Words that say what a token is for, not whose it is.
  'deploy',
  'deployment',
  'bot',
  'client',
  'refresh',
  'service',
  'user',
  'prod',
  'production',
  'staging',
  'dev',
  'test',
  'admin',
  'id',
  'webhook',
  'webhooks',
  'hook',
  'write',
  'read',
  'publish',
  'release',
  'upload',
  'project',
  'org',
  'team',
  'account',
  'oauth',
  'session',
  'password',
  'pass',
  'pwd',
  'pw',
  'apikey',
  'credential',
  'credentials',
  'cookie',
])

/**
 * The words of a secret's name that say whose it is (`$GITLAB_TOKEN` →
 * `gitlab`, `$OPENAI_API_KEY` → `openai`, `$GH_PAT` → `gh`); `[]` for a
 * generic name (`$API_TOKEN`, `$DEPLOY_KEY`, `$MY_KEY`).
 */
export function ownerWords(secret: string): string[] {
  return secret
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !VENDOR_NOISE.has(word) && !/^\d+$/.test(word))
}

/** The registrable part of a host: its last two labels, three under a two-letter country code with a short second label (`co.uk`). */
export function siteOf(host: string): string {
  const labels = host.split('.')
  if (labels.length <= 2) return host
  const tld = labels[labels.length - 1] ?? ''
  const second = labels[labels.length - 2] ?? ''
  const n = tld.length === 2 && second.length <= 3 ? 3 : 2
  return labels.slice(-n).join('.')
}

/**
 * \`true\` when a secret's name names the vendor that owns \`host\`: the word
 * before the host's top-level domain is a word of the name
 * (\`$CLOUDFLARE_API_TOKEN\` → \`api.cloudflare.com\`, \`$STRIPE_KEY\` →
 * \`api.stripe.com\`; not \`cloudflare.attacker.example\`). A token sent to the
 * service that issued it is how deploy commands work.
 */
export function vendorOwns(secret: string, host: string): boolean {
  const labels = host.split('.')
  if (labels.length < 2) return false
  const owner = labels[labels.length - 2] ?? ''
  if (owner.length < 3) return false
  // fp10: a domain hack spelt whole in the token's name (`$DEVTO_API_KEY` → `dev.to`).
  const whole = owner + labels[labels.length - 1]
  return secret
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some(
      (word) =>
        word.length >= 2 &&
        !VENDOR_NOISE.has(word) &&
        (ownerLabel(VENDOR_ALIAS[word] ?? word, owner) || (word.length >= 5 && word === whole)),
    )
}

/** Short words vendors put before their name in a domain (`thegraph.com`, `getsentry.com`, `usebruno.com`). */
const OWNER_PREFIX = /^(?:the|get|use|try|go|my|join)$/

/**
 * `true` when host label `label` is the owner named by `word`: the word
 * itself, or the word after one of the short prefixes vendors register
 * (`graph` → `thegraph`, `sentry` → `getsentry`; not `graph` → `graphsteal`).
 */
export function ownerLabel(word: string, label: string): boolean {
  if (label === word) return true
  return word.length >= 4 && label.endsWith(word) && OWNER_PREFIX.test(label.slice(0, label.length - word.length))
}

/** Products named in tokens by another name than their API host's: `$JIRA_API_TOKEN` → `*.atlassian.net`, `$GH_TOKEN` → `github.com`. */
const VENDOR_ALIAS: Readonly<Record<string, string>> = {
  jira: 'atlassian',
  confluence: 'atlassian',
  gh: 'github',
  gcp: 'googleapis',
  gcloud: 'googleapis',
  google: 'googleapis',
  gemini: 'googleapis',
  aws: 'amazonaws',
  cf: 'cloudflare',
  hf: 'huggingface',
  claude: 'anthropic',
  az: 'azure',
}

/**
 * Hosts no installer is published from: paste and file-drop sites, tunnels,
 * dynamic DNS and link shorteners (a script fetched from one is whatever the
 * poster put there today).
 */
const DROP_HOSTS =
  /(?:^|\.)(?:pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|rentry\.co|dpaste\.\w+|termbin\.com|ix\.io|sprunge\.us|0x0\.st|transfer\.sh|temp\.sh|file\.io|gofile\.io|catbox\.moe|anonfiles\.com|ngrok\.io|ngrok-free\.app|ngrok\.app|trycloudflare\.com|serveo\.net|localtunnel\.me|loca\.lt|duckdns\.org|ddns\.net|no-ip\.\w+|hopto\.org|bit\.ly|tinyurl\.com|is\.gd|cutt\.ly|cdn\.discordapp\.com|webhook\.site|requestbin\.\w+|pipedream\.net|interact\.sh|oast\.\w+|burpcollaborator\.net)$/

/**
 * `true` for a host a script should never be fetched from and run: a public
 * IPv4 address (no name, no certificate to check; private and loopback
 * addresses are the user's own machines) or a paste, file-drop, tunnel,
 * dynamic-DNS or link-shortener host.
 */
export function dropHost(host: string): boolean {
  const bare = host.replace(/:\d+$/, '')
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(bare)) return !privateHost(bare) && !/^(?:0\.0\.0\.0|169\.254\.)/.test(bare)
  return DROP_HOSTS.test(bare)
}

/** Hosts whose install scripts may be piped into a shell (overridable with `trustedScriptHosts`). */
export const DEFAULT_TRUSTED_SCRIPT_HOSTS: readonly string[] = [
  // Installers that tool vendors publish and context files commonly quote.
  'get.docker.com',
  'ollama.com',
  'fly.io',
  'tailscale.com',
  'starship.rs',
  'install.determinate.systems',
  'nixos.org',
  'claude.ai',
  'opencode.ai',
  'get.volta.sh',
  'fnm.vercel.app',
  'pyenv.run',
  'get.sdkman.io',
  'get.pulumi.com',
  'get.k3s.io',
  'mise.run',
  'sdk.cloud.google.com',
  'cli.doppler.com',
  'foundry.paradigm.xyz',
  'sh.rustup.rs',
  'bun.sh',
  'deno.land',
  'get.pnpm.io',
  'install.python-poetry.org',
  'astral.sh',
  'raw.githubusercontent.com',
  'deb.nodesource.com',
  'rpm.nodesource.com',
  'get.helm.sh',
  'cli.github.com',
  'install.terraform.io',
  'sh.vector.dev',
  'get.jetify.com',
  'cursor.com',
]

/** Bare host of a URL authority (userinfo and port removed). */
export function hostOf(authority: string): string {
  let host = authority.toLowerCase()
  const at = host.lastIndexOf('@')
  if (at >= 0) host = host.slice(at + 1)
  if (!host.startsWith('[')) host = host.replace(/:\d{1,5}$/, '')
  return host.replace(/\.$/, '')
}

/**
 * blind12: well-known services whose sign-in, API or package addresses attackers imitate, with the registrable
 * domains that really belong to them. A host whose registered name joins one of these names to other words
 * (`api.anthropic-edge.net`, `registry.npmjs-cdn.org`, `login-microsoftonline.co`) but lies under none of its
 * domains is a look-alike.
 */
const BRAND_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  anthropic: ['anthropic.com', 'claude.ai', 'claude.com'],
  claude: ['anthropic.com', 'claude.ai', 'claude.com'],
  openai: ['openai.com', 'chatgpt.com', 'azure.com'],
  microsoftonline: ['microsoftonline.com'],
  microsoft: ['microsoft.com', 'microsoftonline.com', 'live.com', 'azure.com', 'office.com', 'windows.net'],
  office365: ['office365.com', 'office.com', 'microsoft.com'],
  outlook: ['outlook.com', 'office.com', 'live.com', 'microsoft.com'],
  github: ['github.com', 'githubusercontent.com', 'github.io', 'githubassets.com', 'ghe.com'],
  copilot: ['github.com', 'githubcopilot.com', 'microsoft.com'],
  gitlab: ['gitlab.com', 'gitlab.io', 'gitlab-static.net'],
  npmjs: ['npmjs.org', 'npmjs.com'],
  pypi: ['pypi.org', 'pythonhosted.org'],
  pythonhosted: ['pythonhosted.org'],
  google: [
    'google.com',
    'googleapis.com',
    'gstatic.com',
    'googleusercontent.com',
    'withgoogle.com',
    'google.dev',
    'google-analytics.com',
  ],
  gmail: ['gmail.com', 'google.com'],
  googleapis: ['googleapis.com'],
  okta: ['okta.com', 'oktapreview.com', 'okta-emea.com'],
  paypal: ['paypal.com', 'paypal.me'],
  stripe: ['stripe.com'],
  huggingface: ['huggingface.co', 'hf.co'],
  slack: ['slack.com', 'slack-edge.com', 'slack-redir.net', 'slack-files.com', 'slack-imgs.com'],
  docker: ['docker.com', 'docker.io'],
  apple: ['apple.com', 'icloud.com', 'apple-cloudkit.com', 'apple-dns.net', 'apple-mapkit.com'],
  icloud: ['icloud.com', 'apple.com'],
  amazonaws: ['amazonaws.com'],
  cloudflare: ['cloudflare.com', 'cloudflare-dns.com', 'cloudflare-ipfs.com'],
}

/** Second-level names under which registrable domains take three labels (`example.co.uk`). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu'])

/**
 * The service `host` imitates, or `undefined`: a name of {@link BRAND_DOMAINS} as a hyphen-separated part of the host's
 * registered name (`anthropic-edge.net`), where that registrable domain is not one of the service's own, or one of the
 * service's own domains written in front of another registrable domain (`api.anthropic.com.edge-relay.net`).
 * `host` is lower-case without port (see {@link hostOf}). A private host (see {@link privateHost}) is never a look-alike.
 */
export function lookalikeOf(host: string): string | undefined {
  // break12: a name on the user's own machine or network (`anthropic-mock.localhost`, `openai-stub.internal`) is a
  // mock or a proxy of the user's own, not a look-alike anyone registered.
  if (privateHost(host)) return undefined
  const labels = host.split('.')
  if (labels.length < 2) return undefined
  const second = labels[labels.length - 2] ?? ''
  const top = labels[labels.length - 1] ?? ''
  const cut = labels.length >= 3 && SECOND_LEVEL.has(second) && top.length === 2 ? 3 : 2
  const registrable = labels.slice(-cut).join('.')
  // Only the registered name itself: a company's own mirror under its domain (`pypi.corp.example`) is not a look-alike;
  // and only that name joined to other words (`anthropic-edge`, `login-microsoftonline`): services own many bare
  // names under other top-level domains (`github.blog`, `slack.dev`, `microsoft.design`).
  // break12: a service's whole domain put in front of another one (`api.anthropic.com.edge-relay.net`,
  // `login.microsoftonline.com.auth-check.co`) reads as the service's address to whoever glances at it.
  const prefix = labels.slice(0, -cut)
  for (let i = 0; i + 1 < prefix.length; i++) {
    const name = prefix[i] ?? ''
    const own = BRAND_DOMAINS[name]
    if (own && own.includes(`${name}.${prefix[i + 1] ?? ''}`)) return name
  }
  const parts = (labels[labels.length - cut] ?? '').split('-')
  if (parts.length < 2) return undefined
  for (const part of parts) {
    const own = BRAND_DOMAINS[part]
    if (own && !own.includes(registrable)) return part
  }
  return undefined
}

/** `true` when `host` is listed (exactly, or under a `*.domain` entry). */
export function hostAllowed(host: string, allow: readonly string[]): boolean {
  for (const entry of allow) {
    if (entry === host) return true
    if (entry.startsWith('*.') && (host === entry.slice(2) || host.endsWith(entry.slice(1)))) return true
  }
  return false
}

/**
 * `true` for a host on the user's own machine or private network: RFC 1918
 * and loopback IPv4 addresses, `*.local`, `*.localhost`, `*.internal`
 * (`host.docker.internal`, `git.acme.internal`), `*.lan`, `*.home.arpa`,
 * `*.intranet`, `*.corp`, `*.localdomain`, Kubernetes `*.svc` and
 * `*.cluster.local` services. A token sent
 * there stays with the user's own services.
 */
export function privateHost(host: string): boolean {
  if (
    /^(?:10|127)\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^192\.168\.\d{1,3}\.\d{1,3}$|^172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}$/.test(
      host,
    )
  )
    return true
  // Names that resolve only inside a private network: `.internal` (reserved for private use), `.lan`, `.home.arpa`,
  // `.intranet`, `.corp`, `.localdomain`, Kubernetes service names (`.svc`).
  return /(?:^|\.)(?:local|localhost|cluster\.local|internal|lan|home\.arpa|intranet|corp|localdomain|svc)$/.test(host)
}

/** A regex match found by {@link findAll}. */
export interface Hit {
  readonly start: number
  readonly end: number
  readonly text: string
  readonly group?: string
}

/**
 * All matches of a global regex in `text` from `from` to `to` (at most
 * `limit`). A range holding none of the literals every match of `re`
 * contains (see `mayMatch`) returns `[]` without running `re`.
 */
export function findAll(re: RegExp, text: string, from = 0, to = text.length, limit = 10_000): Hit[] {
  const out: Hit[] = []
  // Literals every match needs are missing from the whole text: `re` is neither run nor compiled (issue 11).
  if (!mayMatch(re, text, from, to) || !textMayMatch(re, text)) return out
  const slice = from === 0 && to === text.length ? text : text.slice(from, to)
  re.lastIndex = 0
  for (let m = re.exec(slice); m && out.length < limit; m = re.exec(slice)) {
    if (m[0].length === 0) {
      re.lastIndex++
      continue
    }
    out.push({
      start: from + m.index,
      end: from + m.index + m[0].length,
      text: m[0],
      ...(m[1] === undefined ? {} : { group: m[1] }),
    })
  }
  return out
}

/**
 * fp9: an address written as the value of a user's e-mail or login field (`"email": "a@b.com"`,
 * `email: 'qa@example.com'`, `username=ops@corp.io`) is data the code carries (a test user, a sign-up form), not
 * where it sends.
 */
const EMAIL_FIELD = /(?<![\p{L}])(?:e-?mail|email_?address|user_?name|username|login|user)["'`]?\s*[:=]\s*["'`]?$/u

/**
 * fp10: an address that is the other branch or the fallback of an e-mail variable's value
 * (`const email = isAdmin ? process.env.ADMIN_EMAIL : 'qa@example.com'`, `email = env.EMAIL || "qa@b.io"`).
 */
const EMAIL_FALLBACK =
  /(?<![\p{L}])(?:e-?mail|email_?address|user_?name|username|login)\s*[:=][^;\n]{0,90}?(?:\?\?|\|\||\s:)\s*["'`]$/u

/**
 * Destination hosts in `text[from, to)`: URL hosts, e-mail hosts (not an address that is the value of an e-mail or
 * login field: {@link EMAIL_FIELD}) and bare domains.
 */
export function destinations(text: string, from: number, to: number): Hit[] {
  const hits: Hit[] = []
  for (const h of findAll(URL, text, from, to, 200)) hits.push({ ...h, group: hostOf(h.group ?? '') })
  for (const h of findAll(BUCKET, text, from, to, 200)) hits.push(h)
  for (const h of findAll(EMAIL, text, from, to, 200))
    if (
      !EMAIL_FIELD.test(text.slice(Math.max(from, h.start - 24), h.start)) &&
      !EMAIL_FALLBACK.test(text.slice(Math.max(from, h.start - 120), h.start))
    )
      hits.push(h)
  if (hits.length === 0) for (const h of findAll(DOMAIN, text, from, to, 200)) hits.push(h)
  return hits
}

/**
 * Command units of `text`: line ranges `[start, end)`, a line ending in a
 * shell (`\\`) or PowerShell (`` ` ``) continuation joined with the next.
 */
export function lineRanges(text: string): readonly (readonly [number, number])[] {
  if (text === linesOf.text) {
    // Same characters: keep this string object, so the next comparison is a pointer comparison.
    linesOf = { text, ranges: linesOf.ranges }
    return linesOf.ranges
  }
  const out: [number, number][] = []
  let start = 0
  let unitStart = 0
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    const last = text.charCodeAt(end - 1)
    if ((last === 0x5c || last === 0x60) && end < text.length && end - unitStart < 8000) {
      start = end + 1
      continue
    }
    out.push([unitStart, end])
    start = end + 1
    unitStart = start
  }
  linesOf = { text, ranges: out }
  return out
}

/** The command units of the last text asked for (the command rules all split the same folded text). */
let linesOf: { readonly text: string | undefined; readonly ranges: readonly (readonly [number, number])[] } = {
  text: undefined,
  ranges: [],
}

/**
 * `true` when `text` names `name` at least twice as a word of its own —
 * outside URLs, host names, paths and identifiers (`Antigravity CLI …
 * antigravity.google/cli/install.sh`, "restart widgetd" for
 * `com.widgetd.plist`): the host or service belongs to the product the file
 * is about, as in its own setup instructions. An inserted installer or
 * service the file never mentions stays a finding. Linear in `text`.
 */
export function namedInProse(text: string, name: string): boolean {
  let count = 0
  for (let at = text.indexOf(name); at >= 0 && count < 2; at = text.indexOf(name, at + name.length)) {
    const before = text[at - 1] ?? ' '
    const after = text[at + name.length] ?? ' '
    if (/[\p{L}\p{N}./@]/u.test(before) || /[\p{L}\p{N}]/u.test(after) || after === '.') continue
    count++
  }
  return count >= 2
}

/** Read a string-array rule option, falling back to `fallback`. */
export function stringListOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: readonly string[],
): readonly string[] {
  const value = options[name]
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
    ? (value as string[]).map((v) => v.toLowerCase())
    : fallback
}
