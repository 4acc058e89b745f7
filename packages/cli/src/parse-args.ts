import { cac, type CAC, type Command } from 'cac'
import { UsageError } from './usage-error.js'

/** Output formats of `scan`. */
export type ScanFormat = 'text' | 'json' | 'sarif'

/** Options of the default command (start-up). */
export interface StartupArgs {
  readonly command: 'startup'
  /** `--cwd`: working directory (absolute); `undefined` runs the bundled example. */
  readonly cwd: string | undefined
  /** `--context-length`: the model's context window in tokens. */
  readonly contextLength: number | undefined
  /** `--max-chars`: per-section limit in characters. */
  readonly maxChars: number | undefined
  /** `--home`: HERMES_HOME. */
  readonly home: string | undefined
  /** `--soul`: append SOUL.md to the Project Context. */
  readonly soul: boolean
  /** `--create-soul`: write the default SOUL.md into HERMES_HOME when it has none. */
  readonly createSoul: boolean
  /** `--preset`: scanner preset id. */
  readonly preset: string | undefined
  /** `--json`: the whole result as JSON on stdout. */
  readonly json: boolean
}

/** Options of `hints`. */
export interface HintsArgs {
  readonly command: 'hints'
  /** `--cwd`: working directory (absolute); default: the current directory. */
  readonly cwd: string | undefined
  /** `--calls`: the transcript (JSON Lines). */
  readonly calls: string
  /** `--home`: HERMES_HOME (for the start-up run that seeds de-duplication). */
  readonly home: string | undefined
  /** `--preset`: scanner preset id. */
  readonly preset: string | undefined
  /** `--max-chars`: limit of one hint, in characters (default 8,000). */
  readonly maxChars: number | undefined
  /** `--json`: the replay as JSON on stdout. */
  readonly json: boolean
}

/** Options of `scan`. */
export interface ScanArgs {
  readonly command: 'scan'
  /** Files or directories to scan. */
  readonly paths: readonly string[]
  /** `--preset`: scanner preset id. */
  readonly preset: string | undefined
  /** `--format`: text (default), json or sarif; `--json` is `--format json`. */
  readonly format: ScanFormat
}

/** What the command line asked for. */
export type ParsedArgs =
  | StartupArgs
  | HintsArgs
  | ScanArgs
  | { readonly command: 'help'; readonly topic: 'startup' | 'hints' | 'scan' }
  | { readonly command: 'version' }

/** Options that take a value, by their long name (for raw-value recovery, see {@link rawValue}). */
const VALUE_OPTIONS = ['cwd', 'context-length', 'max-chars', 'home', 'preset', 'calls', 'format'] as const

/** Options whose value is a whole number ≥ 1. */
const NUMBER_OPTIONS = new Set(['context-length', 'max-chars'])

/**
 * The command-line grammar, as a cac instance (also the source of `--help`).
 * A new instance per call: cac keeps parse state.
 */
export function defineCli(): CAC {
  const cli = cac('hermes-context')
  cli
    .command('', 'Build the Project Context of a working directory (default: a bundled example)')
    .option('--cwd <dir>', 'Working directory (default: the bundled example workspace)')
    .option('--context-length <tokens>', "The model's context window in tokens (sets the per-section limit)")
    .option('--max-chars <chars>', 'Per-section limit in characters (context_file_max_chars)')
    .option('--home <dir>', 'HERMES_HOME, where SOUL.md lives (default: $HERMES_HOME, else ~/.hermes)')
    .option('--soul', 'Append SOUL.md to the Project Context')
    .option('--create-soul', 'Write the default SOUL.md into HERMES_HOME when it has none')
    .option('--preset <name>', 'Scanner preset: recommended (default) or hermes')
    .option('--json', 'Print the whole result as JSON on stdout')
  cli
    .command('hints', 'Replay a transcript of tool calls and show the hints each call appends')
    .option('--cwd <dir>', 'Working directory of the session (default: the current directory)')
    .option('--calls <file>', 'Transcript: one {"tool": …, "args": {…}} per line (JSON Lines)')
    .option('--home <dir>', 'HERMES_HOME for the start-up run that seeds de-duplication')
    .option('--preset <name>', 'Scanner preset: recommended (default) or hermes')
    .option('--max-chars <chars>', 'Limit of one hint in characters (default 8000)')
    .option('--json', 'Print the replay as JSON on stdout')
  cli
    .command('scan [...paths]', 'Scan context files (files or whole directories) for prompt injection')
    .option('--preset <name>', 'Scanner preset: recommended (default) or hermes')
    .option('--format <format>', 'Output: text (default), json or sarif')
    .option('--json', 'Same as --format json')
  cli.option('-h, --help', 'Show help')
  cli.option('-v, --version', 'Show the version')
  return cli
}

/**
 * The value of `--name` exactly as typed. cac (through mri) turns numeric
 * looking values into numbers (`--cwd 007` → 7, `--max-chars 0x10` → 16), so
 * value options are read back from the raw arguments. The last occurrence wins.
 */
export function rawValue(argv: readonly string[], name: string): string | undefined {
  let value: string | undefined
  for (const [i, token] of argv.entries()) {
    if (token === '--') break
    if (token.startsWith(`--${name}=`)) value = token.slice(name.length + 3)
    else if (token === `--${name}`) {
      const next = argv[i + 1]
      if (next !== undefined && next !== '--' && !next.startsWith('-')) value = next
      else if (next !== undefined && /^-\d/.test(next) && NUMBER_OPTIONS.has(name)) value = next
    }
  }
  return value
}

function parseCount(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw)))
    throw new UsageError(`--${name} must be a whole number ≥ 1, got "${raw}"`)
  return Number(raw)
}

/** Options that take no value. */
const FLAG_OPTIONS = ['json', 'soul', 'create-soul', 'help', 'version'] as const

/** The arguments before a `--` that ends the options. */
function optionTokens(argv: readonly string[]): readonly string[] {
  const end = argv.indexOf('--')
  return end === -1 ? argv : argv.slice(0, end)
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * cac's message without backquotes. cac names an unknown option by its
 * camel-case key (`--maxChars`): name it as typed, and say which command has
 * it when another one does.
 */
function cacMessage(error: unknown, argv: readonly string[]): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/`/g, '')
  const unknown = /^Unknown option (-{1,2})(\S+)$/.exec(message)
  if (!unknown) return message
  const [, dashes = '--', key = ''] = unknown
  const typed =
    optionTokens(argv)
      .map((token) => token.split('=')[0] ?? token)
      .find((token) => token.startsWith(dashes) && camel(token.slice(dashes.length)) === key) ?? `${dashes}${key}`
  const owners = defineCli()
    .commands.filter((command) => command.options.some((option) => option.names.includes(key)))
    .map((command) => (command.name === '' ? 'hermes-context' : `hermes-context ${command.name}`))
  return `Unknown option ${typed}${owners.length > 0 ? ` (it belongs to: ${owners.join(', ')})` : ''}`
}

/** A flag (`--json`) given twice is `[true, true]` for cac: still on. */
function flag(value: unknown): boolean {
  return value === true || (Array.isArray(value) && value.at(-1) === true)
}

/**
 * Mistakes cac lets through: a flag with a value (`--soul=1`, which cac turns
 * into a positional argument), and option names in camel case
 * (`--maxChars 5`, which cac accepts but {@link rawValue} never reads).
 */
function checkSpelling(argv: readonly string[]): void {
  for (const token of optionTokens(argv)) {
    if (!token.startsWith('--')) continue
    const [name = '', ...value] = token.slice(2).split('=')
    if (/[A-Z]/.test(name)) throw new UsageError(`Unknown option --${name}`)
    if (value.length > 0 && (FLAG_OPTIONS as readonly string[]).includes(name))
      throw new UsageError(`option --${name} takes no value, got "${token}"`)
  }
}

/**
 * A value option given again without a value (`--max-chars 5 --max-chars`)
 * is `[5, true]` for cac, which its own check lets through; an empty value
 * (`--cwd ""`) would silently mean the current directory.
 */
function checkValues(command: Command, argv: readonly string[], options: Record<string, unknown>): void {
  for (const option of command.options) {
    if (!option.required) continue
    const name = /--([\w-]+)/.exec(option.rawName)?.[1] ?? ''
    const value = options[camel(name)]
    if (Array.isArray(value) && value.includes(true)) throw new UsageError(`option ${option.rawName} value is missing`)
    if (!NUMBER_OPTIONS.has(name) && value !== undefined && rawValue(argv, name) === '')
      throw new UsageError(`option ${option.rawName} value is empty`)
  }
}

function check(command: Command, argv: readonly string[]): void {
  try {
    command.checkUnknownOptions()
    command.checkOptionValue()
    command.checkRequiredArgs()
  } catch (error) {
    throw new UsageError(cacMessage(error, argv))
  }
}

/**
 * Parse the command line (without the `node` and script entries).
 *
 * A leading `--` is dropped: `pnpm demo -- --cwd DIR` hands the script
 * `["--", "--cwd", "DIR"]`.
 *
 * @throws UsageError for an unknown command or option, a missing value, a bad
 *   number or an unknown format
 */
export function parseArgs(input: readonly string[]): ParsedArgs {
  const argv = input[0] === '--' ? input.slice(1) : [...input]
  // A negative number after a number option would otherwise read as an unknown short option.
  for (const name of NUMBER_OPTIONS) {
    const index = argv.lastIndexOf(`--${name}`)
    const next = index === -1 ? undefined : argv[index + 1]
    if (next !== undefined && /^-\d/.test(next)) parseCount(next, name)
  }
  checkSpelling(argv)
  const cli = defineCli()
  let parsed
  try {
    parsed = cli.parse(['node', 'hermes-context', ...argv], { run: false })
  } catch (error) {
    throw new UsageError(cacMessage(error, argv))
  }
  const command = cli.matchedCommand
  const topic = command?.name === 'hints' ? 'hints' : command?.name === 'scan' ? 'scan' : 'startup'
  if (flag(parsed.options.help)) return { command: 'help', topic }
  if (flag(parsed.options.version)) return { command: 'version' }
  if (!command) throw new UsageError('no command given')
  check(command, argv)
  checkValues(command, argv, parsed.options)

  const raw = Object.fromEntries(VALUE_OPTIONS.map((name) => [name, rawValue(argv, name)])) as Record<
    (typeof VALUE_OPTIONS)[number],
    string | undefined
  >
  const json = flag(parsed.options.json)
  const afterDashes = ((parsed.options['--'] as string[] | undefined) ?? []).map(String)

  if (command.name === '') {
    const extra = parsed.args[0] ?? afterDashes[0]
    if (extra !== undefined) throw new UsageError(`unknown command "${extra}" (commands: hints, scan; see --help)`)
    return {
      command: 'startup',
      cwd: raw.cwd,
      contextLength: parseCount(raw['context-length'], 'context-length'),
      maxChars: parseCount(raw['max-chars'], 'max-chars'),
      home: raw.home,
      soul: flag(parsed.options.soul),
      createSoul: flag(parsed.options.createSoul),
      preset: raw.preset,
      json,
    }
  }
  if (command.name === 'hints') {
    const extra = parsed.args[0] ?? afterDashes[0]
    if (extra !== undefined) throw new UsageError(`hints takes no arguments, got "${extra}" (use --calls FILE)`)
    if (raw.calls === undefined) throw new UsageError('hints needs --calls FILE (a JSON Lines transcript)')
    return {
      command: 'hints',
      cwd: raw.cwd,
      calls: raw.calls,
      home: raw.home,
      preset: raw.preset,
      maxChars: parseCount(raw['max-chars'], 'max-chars'),
      json,
    }
  }
  const format = raw.format ?? (json ? 'json' : 'text')
  if (format !== 'text' && format !== 'json' && format !== 'sarif')
    throw new UsageError(`--format must be text, json or sarif, got "${format}"`)
  const paths = [...parsed.args.map(String), ...afterDashes]
  if (paths.length === 0) throw new UsageError('scan needs at least one PATH (a file or a directory)')
  if (paths.includes('')) throw new UsageError('scan: a PATH is empty')
  return { command: 'scan', paths, preset: raw.preset, format }
}
