import type { CAC, Command } from 'cac'

const EXAMPLES: Record<'startup' | 'hints' | 'scan', readonly string[]> = {
  startup: [
    'hermes-context                                  # the bundled example: context, report, hints replay',
    'hermes-context --cwd ~/src/my-repo              # Project Context on stdout, report on stderr',
    'hermes-context --cwd . --context-length 200000 --preset hermes --json',
  ],
  hints: ['hermes-context hints --cwd ~/src/my-repo --calls transcript.jsonl'],
  scan: [
    'hermes-context scan .                           # every context file below .; exit 1 if one would be blocked',
    'hermes-context scan AGENTS.md --preset hermes',
    'hermes-context scan . --format sarif > context-files.sarif',
  ],
}

const EXIT_CODES = [
  '  0  success (scan: no file would be blocked)',
  '  1  scan: at least one file would be blocked; any command: an unexpected failure, or output that cannot be written',
  '  2  usage error (unknown option or command, bad number, unknown preset or format, missing value or file)',
]

function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([left]) => left.length))
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n')
}

/**
 * The `--help` text for the default command or a subcommand, built from the
 * cac definitions (so options and their descriptions have one source).
 */
export function helpText(cli: CAC, topic: 'startup' | 'hints' | 'scan', version: string): string {
  const name = topic === 'startup' ? '' : topic
  const command = cli.commands.find((c: Command) => c.name === name)
  const sections: string[] = [`hermes-context ${version} — which context files an AI agent loads, and why`]
  const usage =
    topic === 'startup' ? 'hermes-context [options]' : `hermes-context ${command?.rawName ?? topic} [options]`
  sections.push(`Usage:\n  ${usage}${command ? `\n\n  ${command.description}` : ''}`)
  if (topic === 'startup')
    sections.push(
      `Commands:\n${table(cli.commands.map((c) => [c.name === '' ? '(default)' : c.rawName, c.description] as const))}\n\n  Run "hermes-context <command> --help" for a command's options.`,
    )
  const options = [...(command?.options ?? []), ...cli.globalCommand.options]
  sections.push(`Options:\n${table(options.map((o) => [o.rawName, o.description] as const))}`)
  sections.push(`Examples:\n${EXAMPLES[topic].map((line) => `  $ ${line}`).join('\n')}`)
  sections.push(`Exit codes:\n${EXIT_CODES.join('\n')}`)
  return `${sections.join('\n\n')}\n`
}
