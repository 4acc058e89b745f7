import type { HintDirectory } from '@hermes/hints'
import type { Printer } from '../io.js'
import type { ReplayedCall } from '../replay.js'
import type { TranscriptProblem } from '../transcript.js'
import { filePosition, NO_SHIFT } from './file-position.js'
import { findingLine } from './finding-line.js'
import { count, displayPath, plural, visible } from './text.js'

function directoryLines(
  directory: HintDirectory,
  origins: ReplayedCall['origins'],
  unsafe: ReadonlyMap<string, string>,
  p: Printer,
): string[] {
  const lines = [directoryLine(directory, unsafe.get(directory.path), p)]
  if (directory.file)
    for (const finding of directory.findings ?? []) {
      const origin = origins.get(directory.file.path) ?? NO_SHIFT
      lines.push(`  ${findingLine(directory.file.displayPath, finding, filePosition(finding, origin), p.c)}`)
      lines.push(`    ${p.c.dim(`${finding.category} · excerpt: ${visible(finding.excerpt)}`)}`)
    }
  return lines
}

function directoryLine(directory: HintDirectory, unsafeCharacter: string | undefined, p: Printer): string {
  const where = visible(directory.relativePath === '' ? '.' : directory.relativePath)
  const file = visible(directory.file?.name ?? '')
  switch (directory.status) {
    case 'loaded': {
      const cut = directory.truncation
        ? p.c.yellow(` truncated: ${count(directory.truncation.length)} > ${count(directory.truncation.limit)} chars`)
        : ''
      return `${where}/  ${p.c.green('loaded')} ${file}${cut}`
    }
    case 'blocked':
      return `${where}/  ${p.c.red('blocked')} ${file}`
    case 'duplicate':
      return `${where}/  ${p.c.dim(`${file} has the same text as a file already sent: nothing sent`)}`
    case 'excluded':
      return unsafeCharacter === undefined
        ? `${where}/  ${p.c.dim('excluded directory (node_modules, build, .git…): not examined')}`
        : `${where}/  ${p.c.dim(`its path holds ${unsafeCharacter}, an invisible or control character: not examined`)}`
    case 'no-file':
      return `${where}/  ${p.c.dim('no context file')}`
    case 'retry':
      return `${where}/  ${p.c.yellow('could not be read now (too many open files, busy or slow): tried again on the next call')}`
  }
}

function nothingReason(entry: ReplayedCall): string {
  const { report } = entry
  if (!report.active) return 'the tracker is off (working directory is the home directory, / or missing)'
  if (report.paths.length === 0) return 'the call mentions no path'
  // A call cut short by its deadline examined only part of what it named: say so, not "nothing new".
  if (report.diagnostics.some((diagnostic) => diagnostic.code === 'timeout'))
    return 'the call ran out of time before a hint was found (see skipped above)'
  if (report.directories.length === 0)
    return 'no new directory: already examined, not on disk, outside the working directory, or the working directory itself'
  return 'no new hint'
}

/** Print skipped transcript lines as `file:line: skipped: reason`. */
export function printTranscriptProblems(file: string, problems: readonly TranscriptProblem[], p: Printer): void {
  for (const problem of problems)
    p.line(p.c.yellow(`${visible(file)}:${problem.line}: skipped: ${visible(problem.reason)}`))
}

/**
 * Print a replay: per call its line, tool and arguments, the directories it
 * examined for the first time, and the exact text appended to its result.
 */
export function printReplay(replayed: readonly ReplayedCall[], workingDir: string, p: Printer): void {
  replayed.forEach((entry, index) => {
    const { call, report } = entry
    p.line(
      `${p.c.bold(`#${index + 1}`)} ${p.c.cyan(visible(call.tool))} ${visible(JSON.stringify(call.args))}  ${p.c.dim(`(line ${call.line})`)}`,
    )
    // Directories skipped for an unsafe path (not an excluded segment such as node_modules): their character.
    const unsafe = new Map<string, string>()
    for (const diagnostic of report.diagnostics)
      if (diagnostic.data?.['reason'] === 'unsafe-path' && typeof diagnostic.data['character'] === 'string')
        unsafe.set(diagnostic.path, diagnostic.data['character'])
    for (const directory of report.directories)
      for (const line of directoryLines(directory, entry.origins, unsafe, p)) p.line(`   ${line}`)
    // Hints from hint providers (e.g. @hermes/interop's glob-scoped rules).
    for (const attached of report.attached ?? [])
      p.line(
        `   ${attached.status === 'loaded' ? p.c.green('attached') : p.c.yellow(attached.status)} ${visible(attached.heading)}${typeof attached.meta?.['touched'] === 'string' ? p.c.dim(` (touched ${visible(attached.meta['touched'])})`) : ''}`,
      )
    for (const diagnostic of report.diagnostics)
      if (diagnostic.code !== 'truncated' && diagnostic.code !== 'blocked')
        p.line(
          `   ${p.c.yellow('skipped')} ${visible(displayPath(diagnostic.path, workingDir))}: ${visible(diagnostic.reason)}`,
        )
    if (report.text === undefined) {
      p.line(`   ${p.c.dim(`→ appends nothing: ${nothingReason(entry)}`)}`)
    } else {
      const body = report.text.replace(/^\n\n/, '')
      p.line(
        `   ${p.c.green(`→ appends ${plural([...report.text].length, 'character')}`)} ${p.c.dim('("\\n\\n" then:)')}`,
      )
      for (const line of body.split('\n')) p.line(`   ${p.c.dim('│')} ${visible(line)}`)
    }
    p.line()
  })
  const sent = replayed.filter((entry) => entry.report.text !== undefined).length
  p.line(
    `${plural(replayed.length, 'tool call')} replayed: ${count(sent)} appended hints, ${count(replayed.length - sent)} appended nothing.`,
  )
}
