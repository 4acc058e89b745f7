import { commandOptions, optionLabel, type CommandName } from './parse-args.js'

const EXAMPLES: Record<CommandName, readonly string[]> = {
  startup: [
    'hermes-context --cwd ~/src/my-repo              # Project Context on stdout, report on stderr',
    'hermes-context --cwd . --context-length 200000 --preset hermes --json',
    'hermes-context --cwd . --config team.config.mjs --plugin @acme/hermes-rules',
  ],
  hints: ['hermes-context hints --cwd ~/src/my-repo --calls transcript.jsonl'],
  scan: [
    'hermes-context scan .                           # every context file below .; exit 1 if one would be blocked',
    'hermes-context scan AGENTS.md --preset hermes --rule deception=off',
    'hermes-context scan . --format sarif --max-warnings 0 > context-files.sarif',
  ],
}

const DESCRIPTIONS: Record<CommandName, string> = {
  startup: 'Build the Project Context of a working directory (what an agent loads at start-up)',
  hints: 'Replay a transcript of tool calls and show the hints each call appends',
  scan: 'Scan context files (files or whole directories) for prompt injection',
}

const USAGE: Record<CommandName, string> = {
  startup: 'hermes-context [options]',
  hints: 'hermes-context hints --calls <file> [options]',
  scan: 'hermes-context scan <path...> [options]',
}

const EXIT_CODES = [
  '  0  success (scan: no file would be blocked, and no more warnings than --max-warnings)',
  '  1  scan: at least one file would be blocked, or more warnings than --max-warnings',
  '  2  usage, configuration or runtime error (unknown option, bad config or plugin, unreadable path, a crash…)',
]

function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([left]) => left.length))
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n')
}

/**
 * The `--help` text for the default command or a subcommand, built from the
 * option grammar in `parse-args.ts` (so options and their descriptions have one source).
 *
 * @param withExample - the caller runs the default command on an example when
 *   no `--cwd` is given (the demo): the help says so
 */
export function helpText(topic: CommandName, version: string, withExample = false): string {
  const sections: string[] = [`hermes-context ${version} — which context files an AI agent loads, and why`]
  sections.push(`Usage:\n  ${USAGE[topic]}\n\n  ${DESCRIPTIONS[topic]}`)
  if (topic === 'startup')
    sections.push(
      `Commands:\n${table((['startup', 'hints', 'scan'] as const).map((c) => [c === 'startup' ? '(default)' : USAGE[c].replace('hermes-context ', ''), DESCRIPTIONS[c]] as const))}\n\n  Run "hermes-context <command> --help" for a command's options.`,
    )
  const options = commandOptions(topic).map((o) => {
    const description =
      withExample && topic === 'startup' && o.name === 'cwd'
        ? 'Working directory (default: the bundled example)'
        : o.description
    return [`${o.short ? `-${o.short}, ` : ''}${optionLabel(o)}`, description] as const
  })
  sections.push(`Options:\n${table(options)}`)
  sections.push(`Examples:\n${EXAMPLES[topic].map((line) => `  $ ${line}`).join('\n')}`)
  sections.push(`Exit codes:\n${EXIT_CODES.join('\n')}`)
  return `${sections.join('\n\n')}\n`
}
