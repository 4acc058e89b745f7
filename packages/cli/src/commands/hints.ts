import { buildProjectContext } from '@hermes/assemble'
import { EXIT_OK } from '../exit-codes.js'
import { printer, type CliIo } from '../io.js'
import type { HintsArgs } from '../parse-args.js'
import { existingDirectory, resolveArgument, resolveHermesHome } from '../paths.js'
import { replayCalls, type ReplayedCall } from '../replay.js'
import { resolveSetup } from '../setup.js'
import { printReplay, printTranscriptProblems } from '../report/hints-report.js'
import { visible } from '../report/text.js'
import { readTranscript, type TranscriptProblem } from '../transcript.js'

/** The JSON shape of a replay: per call, the call and the tracker's report (`text` = exact appended text or `null`). */
export function replayJson(replayed: readonly ReplayedCall[], problems: readonly TranscriptProblem[]) {
  return {
    calls: replayed.map(({ call, report }) => ({
      line: call.line,
      tool: call.tool,
      args: call.args,
      text: report.text ?? null,
      active: report.active,
      paths: report.paths,
      directories: report.directories,
      diagnostics: report.diagnostics,
    })),
    problems,
  }
}

/**
 * `hints`: replay a JSON Lines transcript through one hint tracker and show,
 * per call, what it would append to the tool result (§5). Start-up runs
 * first (without writing anything) so that texts it already sent are not
 * sent again, as in a real session.
 */
export async function runHints(args: HintsArgs, io: CliIo): Promise<number> {
  const { host, preset, rules, limits } = await resolveSetup(args, io)
  const maxChars = args.maxChars ?? limits.hintMaxChars
  const workingDir = await existingDirectory('--cwd', args.cwd ?? '.', io)
  const transcript = await readTranscript(resolveArgument(args.calls, io), args.calls)
  const startup = await buildProjectContext({
    cwd: workingDir,
    host,
    scanner: { preset, rules },
    hermesHome: resolveHermesHome(args.home, io),
    createDefaultSoul: false,
    ...(limits.readTimeoutMs === undefined ? {} : { readTimeoutMs: limits.readTimeoutMs }),
  })
  const replayed = await replayCalls(transcript.calls, {
    workingDir: startup.cwd,
    host,
    preset,
    rules,
    startup,
    ...(maxChars === undefined ? {} : { maxChars }),
    ...(limits.readTimeoutMs === undefined ? {} : { readTimeoutMs: limits.readTimeoutMs }),
  })
  if (args.json) {
    const result = { cwd: startup.cwd, preset, ...replayJson(replayed, transcript.problems) }
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  } else {
    const out = printer(io.stdout, io.env)
    out.line(out.c.bold(`Hints for ${visible(startup.cwd)} (preset ${preset})`))
    out.line()
    printReplay(replayed, startup.cwd, out)
  }
  printTranscriptProblems(args.calls, transcript.problems, printer(io.stderr, io.env))
  return EXIT_OK
}
