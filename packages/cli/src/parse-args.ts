import { parseArgs as parseTokens } from 'node:util'
import { UsageError } from './usage-error.js'

/** Output formats of `scan`. */
export type ScanFormat = 'text' | 'json' | 'sarif'

/** A command of the command line (`startup` is the default command, typed as no command). */
export type CommandName = 'startup' | 'hints' | 'scan'

/** A severity given with `--rule ID=SEVERITY`. */
export type RuleSeverity = 'block' | 'warn' | 'off'

/** A `--plugin MODULE`, with the JSON of the `--plugin-options` that follows it. */
export interface PluginSpec {
  /** A package name (resolved from the current directory, then from the command line's own install) or a file path. */
  readonly module: string
  /** The parsed `--plugin-options` JSON, handed to a plugin factory; `undefined` when none was given. */
  readonly options?: unknown
}

/** Options every command has: where configuration comes from. */
export interface ConfigArgs {
  /** `--config`: a configuration file (as typed; resolved against the current directory). */
  readonly config: string | undefined
  /** `--plugin` (repeatable), in order. */
  readonly plugins: readonly PluginSpec[]
  /** `--rule ID=SEVERITY` (repeatable; the last one of an id wins), in order. */
  readonly rules: Readonly<Record<string, RuleSeverity>>
}

/** Options of the default command (start-up). */
export interface StartupArgs extends ConfigArgs {
  readonly command: 'startup'
  /** `--cwd`: working directory (as typed); `undefined`: the example when the caller gives one, else the current directory. */
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
export interface HintsArgs extends ConfigArgs {
  readonly command: 'hints'
  /** `--cwd`: working directory (as typed); default: the current directory. */
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
export interface ScanArgs extends ConfigArgs {
  readonly command: 'scan'
  /** Files or directories to scan. */
  readonly paths: readonly string[]
  /** `--preset`: scanner preset id. */
  readonly preset: string | undefined
  /** `--format`: text (default), json or sarif; `--json` is `--format json`. */
  readonly format: ScanFormat
  /** `--max-warnings`: exit 1 when more warnings than this are found (ESLint's flag); `undefined`: no limit. */
  readonly maxWarnings: number | undefined
  /** `--no-config`: do not look for the repository's `hermes-context.config.*`. */
  readonly noConfig: boolean
}

/** What the command line asked for. */
export type ParsedArgs =
  | StartupArgs
  | HintsArgs
  | ScanArgs
  | { readonly command: 'help'; readonly topic: CommandName }
  | { readonly command: 'version' }

/** One option of the grammar: its name, value placeholder, help text and the commands that have it. */
export interface OptionSpec {
  /** Long name without dashes. */
  readonly name: string
  /** One-letter alias. */
  readonly short?: string
  /** Placeholder of the value (`dir`, `chars`…); absent for a flag. */
  readonly value?: string
  /** Whole number options: `min` is the smallest accepted value. */
  readonly min?: number
  /** Repeatable: every occurrence counts. */
  readonly multiple?: boolean
  /** One line of help. */
  readonly description: string
  /** The commands that accept it. */
  readonly commands: readonly CommandName[]
}

const ALL: readonly CommandName[] = ['startup', 'hints', 'scan']

/** The grammar of the command line, in help order (also the source of `--help`). */
export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'cwd',
    value: 'dir',
    description: 'Working directory (default: the current directory)',
    commands: ['startup'],
  },
  {
    name: 'cwd',
    value: 'dir',
    description: 'Working directory of the session (default: the current directory)',
    commands: ['hints'],
  },
  {
    name: 'calls',
    value: 'file',
    description: 'Transcript: one {"tool": …, "args": {…}} per line (JSON Lines)',
    commands: ['hints'],
  },
  {
    name: 'context-length',
    value: 'tokens',
    min: 1,
    description: "The model's context window in tokens (sets the per-section limit)",
    commands: ['startup'],
  },
  {
    name: 'max-chars',
    value: 'chars',
    min: 1,
    description: 'Per-section limit in characters (context_file_max_chars)',
    commands: ['startup'],
  },
  {
    name: 'max-chars',
    value: 'chars',
    min: 1,
    description: 'Limit of one hint in characters (default 8000)',
    commands: ['hints'],
  },
  {
    name: 'home',
    value: 'dir',
    description: 'HERMES_HOME, where SOUL.md lives (default: $HERMES_HOME, else ~/.hermes)',
    commands: ['startup', 'hints'],
  },
  { name: 'soul', description: 'Append SOUL.md to the Project Context', commands: ['startup'] },
  {
    name: 'create-soul',
    description: 'Write the default SOUL.md into HERMES_HOME when it has none',
    commands: ['startup'],
  },
  { name: 'preset', value: 'name', description: 'Scanner preset: recommended (default) or hermes', commands: ALL },
  {
    name: 'rule',
    value: 'id=severity',
    multiple: true,
    description: 'Set a rule: block, warn or off (repeatable)',
    commands: ALL,
  },
  {
    name: 'config',
    value: 'file',
    description: 'Configuration file (hermes-context.config.{js,mjs,ts}); see defineConfig()',
    commands: ALL,
  },
  {
    name: 'plugin',
    value: 'module',
    multiple: true,
    description: 'Load a plugin: a package name or a file path (repeatable)',
    commands: ALL,
  },
  {
    name: 'plugin-options',
    value: 'json',
    multiple: true,
    description: 'Options (JSON) for the --plugin just before it',
    commands: ALL,
  },
  {
    name: 'no-config',
    description: "Do not load the repository's own hermes-context.config.* file",
    commands: ['scan'],
  },
  { name: 'format', value: 'format', description: 'Output: text (default), json or sarif', commands: ['scan'] },
  {
    name: 'max-warnings',
    value: 'n',
    min: 0,
    description: 'Exit 1 when more than n warnings are found (like ESLint)',
    commands: ['scan'],
  },
  { name: 'json', description: 'Print the whole result as JSON on stdout', commands: ['startup'] },
  { name: 'json', description: 'Print the replay as JSON on stdout', commands: ['hints'] },
  { name: 'json', description: 'Same as --format json', commands: ['scan'] },
  { name: 'help', short: 'h', description: 'Show help', commands: ALL },
  { name: 'version', short: 'v', description: 'Show the version', commands: ALL },
]

/** The options of one command, in help order. */
export function commandOptions(command: CommandName): readonly OptionSpec[] {
  return OPTIONS.filter((option) => option.commands.includes(command))
}

/** `--name <value>` as the help and the messages show it. */
export function optionLabel(option: OptionSpec): string {
  return `--${option.name}${option.value === undefined ? '' : ` <${option.value}>`}`
}

/** The commands other than the default one, by the name typed. */
const COMMANDS = new Set<string>(['hints', 'scan'])

function spec(command: CommandName, name: string): OptionSpec | undefined {
  return OPTIONS.find((option) => option.name === name && option.commands.includes(command))
}

function owners(name: string): string {
  const commands = ALL.filter((command) => spec(command, name) !== undefined)
  return commands.map((command) => (command === 'startup' ? 'hermes-context' : `hermes-context ${command}`)).join(', ')
}

/** Every option of any command, for the first pass that finds the command. */
function unionConfig() {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {}
  for (const option of OPTIONS)
    options[option.name] = {
      type: option.value === undefined ? 'boolean' : 'string',
      multiple: true,
      ...(option.short ? { short: option.short } : {}),
    }
  return options
}

type Token = ReturnType<typeof parseTokens>['tokens'] extends (infer T)[] | undefined ? T : never

function tokenize(argv: readonly string[]): Token[] {
  return parseTokens({ args: [...argv], options: unionConfig(), strict: false, allowPositionals: true, tokens: true })
    .tokens
}

function wholeNumber(raw: string, option: OptionSpec): number {
  const min = option.min ?? 1
  if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw)))
    throw new UsageError(`--${option.name} must be a whole number ≥ ${min}, got "${raw}"`)
  return Number(raw)
}

/** What the second pass collects: the last value of each single option, every value of a repeatable one. */
interface Collected {
  readonly values: Map<string, string>
  readonly flags: Set<string>
  readonly rules: Record<string, RuleSeverity>
  readonly plugins: PluginSpec[]
  readonly positionals: string[]
}

function parsePluginOptions(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch (error) {
    throw new UsageError(`--plugin-options must be JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function parseRule(raw: string): [string, RuleSeverity] {
  const match = /^(.+)=(block|warn|off)$/.exec(raw)
  if (!match?.[1]) throw new UsageError(`--rule must be ID=SEVERITY with SEVERITY block, warn or off, got "${raw}"`)
  return [match[1].trim(), match[2] as RuleSeverity]
}

function collect(command: CommandName, tokens: readonly Token[], commandIndex: number | undefined): Collected {
  const collected: Collected = { values: new Map(), flags: new Set(), rules: {}, plugins: [], positionals: [] }
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue
    if (token.kind === 'positional') {
      if (token.index !== commandIndex) collected.positionals.push(token.value)
      continue
    }
    const option = spec(command, token.name)
    if (!option) {
      const where = owners(token.name)
      throw new UsageError(`Unknown option ${token.rawName}${where ? ` (it belongs to: ${where})` : ''}`)
    }
    if (option.value === undefined) {
      if (token.value !== undefined) {
        const typed = token.inlineValue ? `${token.rawName}=${token.value}` : token.rawName
        throw new UsageError(`option --${option.name} takes no value, got "${typed}"`)
      }
      collected.flags.add(option.name)
      continue
    }
    let value = token.value
    // `--cwd --json`: an option-looking word is not a value (a negative number is, for whole-number options).
    if (value !== undefined && !token.inlineValue && value.startsWith('-'))
      value = option.min !== undefined && /^-\d/.test(value) ? value : undefined
    if (value === undefined) throw new UsageError(`option ${optionLabel(option)} value is missing`)
    if (option.min !== undefined) wholeNumber(value, option)
    else if (value === '') throw new UsageError(`option ${optionLabel(option)} value is empty`)
    if (option.name === 'plugin') collected.plugins.push({ module: value })
    else if (option.name === 'plugin-options') {
      const last = collected.plugins.at(-1)
      if (!last || 'options' in last) throw new UsageError('--plugin-options must follow the --plugin it is for')
      collected.plugins[collected.plugins.length - 1] = { module: last.module, options: parsePluginOptions(value) }
    } else if (option.name === 'rule') {
      const [id, severity] = parseRule(value)
      collected.rules[id] = severity
    } else collected.values.set(option.name, value)
  }
  return collected
}

/**
 * Parse the command line (without the `node` and script entries) with
 * `node:util` `parseArgs`.
 *
 * A leading `--` is dropped: `pnpm demo -- --cwd DIR` hands the script
 * `["--", "--cwd", "DIR"]`. The command is the first argument that is not an
 * option nor an option's value; `-h`/`--help` and `-v`/`--version` win over
 * everything else. A value option given twice keeps the last value.
 *
 * @throws UsageError for an unknown command or option (naming the commands
 *   that have it), a missing or empty value, a value given to a flag, a bad
 *   number, an unknown format, bad `--rule` or `--plugin-options`, or
 *   arguments a command does not take
 */
export function parseArgs(input: readonly string[]): ParsedArgs {
  const argv = input[0] === '--' ? input.slice(1) : [...input]
  const tokens = tokenize(argv)
  const terminator = tokens.find((token) => token.kind === 'option-terminator')?.index ?? Infinity
  const first = tokens.find((token) => token.kind === 'positional' && token.index < terminator)
  const named = first?.kind === 'positional' && COMMANDS.has(first.value) ? first : undefined
  const command: CommandName = named?.kind === 'positional' ? (named.value as CommandName) : 'startup'

  const options = tokens.filter((token) => token.kind === 'option')
  if (options.some((token) => token.name === 'help')) return { command: 'help', topic: command }
  if (options.some((token) => token.name === 'version')) return { command: 'version' }

  const collected = collect(command, tokens, named?.index)
  const { values, flags, positionals } = collected
  const number = (name: string) => {
    const raw = values.get(name)
    const option = spec(command, name)
    return raw === undefined || option === undefined ? undefined : wholeNumber(raw, option)
  }
  const config: ConfigArgs = { config: values.get('config'), plugins: collected.plugins, rules: collected.rules }

  if (command === 'startup') {
    const extra = positionals[0]
    if (extra !== undefined) throw new UsageError(`unknown command "${extra}" (commands: hints, scan; see --help)`)
    return {
      command,
      cwd: values.get('cwd'),
      contextLength: number('context-length'),
      maxChars: number('max-chars'),
      home: values.get('home'),
      soul: flags.has('soul'),
      createSoul: flags.has('create-soul'),
      preset: values.get('preset'),
      json: flags.has('json'),
      ...config,
    }
  }
  if (command === 'hints') {
    const extra = positionals[0]
    if (extra !== undefined) throw new UsageError(`hints takes no arguments, got "${extra}" (use --calls FILE)`)
    const calls = values.get('calls')
    if (calls === undefined) throw new UsageError('hints needs --calls FILE (a JSON Lines transcript)')
    return {
      command,
      cwd: values.get('cwd'),
      calls,
      home: values.get('home'),
      preset: values.get('preset'),
      maxChars: number('max-chars'),
      json: flags.has('json'),
      ...config,
    }
  }
  const format = values.get('format') ?? (flags.has('json') ? 'json' : 'text')
  if (format !== 'text' && format !== 'json' && format !== 'sarif')
    throw new UsageError(`--format must be text, json or sarif, got "${format}"`)
  if (positionals.length === 0) throw new UsageError('scan needs at least one PATH (a file or a directory)')
  if (positionals.includes('')) throw new UsageError('scan: a PATH is empty')
  return {
    command,
    paths: positionals,
    preset: values.get('preset'),
    format,
    maxWarnings: number('max-warnings'),
    noConfig: flags.has('no-config'),
    ...config,
  }
}
