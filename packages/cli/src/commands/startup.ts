import { buildProjectContext, type ProjectContext } from '@hermes/assemble'
import { stripLeadingBom } from '@hermes/core'
import { HERMES_NAMES, stripFrontMatter } from '@hermes/discovery'
import { resolveMaxChars } from '@hermes/truncate'
import { promises as fsp } from 'node:fs'
import { basename } from 'node:path'
import type { ConfigLimits } from '../config.js'
import { EXIT_OK } from '../exit-codes.js'
import { printer, type CliIo } from '../io.js'
import { presentButNotLoaded } from '../inventory.js'
import type { StartupArgs } from '../parse-args.js'
import { existingDirectory, resolveHermesHome } from '../paths.js'
import { replayCalls } from '../replay.js'
import type { ExampleWorkspace, RunOptions } from '../run-options.js'
import { resolveSetup } from '../setup.js'
import { textOrigin, type TextOrigin } from '../report/file-position.js'
import { printReplay, printTranscriptProblems } from '../report/hints-report.js'
import { printStartupReport } from '../report/startup-report.js'
import { readTranscript } from '../transcript.js'
import { replayJson } from './hints.js'

function limitSource(args: StartupArgs, limits: ConfigLimits): string {
  if (args.maxChars !== undefined) return '--max-chars'
  if (limits.maxChars !== undefined) return 'config maxChars'
  if (args.contextLength !== undefined) return `from --context-length ${args.contextLength}`
  if (limits.contextLength !== undefined) return `from config contextLength ${limits.contextLength}`
  return 'default'
}

/** Whether HERMES_HOME is a directory, missing, or something else (a file). */
async function homeKind(path: string): Promise<'directory' | 'missing' | 'not-a-directory'> {
  try {
    return (await fsp.stat(path)).isDirectory() ? 'directory' : 'not-a-directory'
  } catch (error) {
    return (error as { code?: string }).code === 'ENOTDIR' ? 'not-a-directory' : 'missing'
  }
}

/** Where each file with findings starts its scanned text, to show file positions. */
async function origins(context: ProjectContext): Promise<Map<string, TextOrigin>> {
  const map = new Map<string, TextOrigin>()
  for (const section of context.sections) {
    if (section.findings.length === 0) continue
    const hermes = (HERMES_NAMES as readonly string[]).includes(basename(section.path))
    const scanned = stripLeadingBom(hermes ? stripFrontMatter(section.readText) : section.readText)
    map.set(section.path, await textOrigin(section.path, scanned))
  }
  return map
}

/**
 * The default command: build the Project Context of `--cwd` (else of the
 * example, when the caller provides one, else of the current directory), print it on stdout and the report on stderr; on the
 * example, replay its transcript through the hint tracker too.
 */
export async function runStartup(args: StartupArgs, io: CliIo, options: RunOptions = {}): Promise<number> {
  const { host, preset, rules, limits } = await resolveSetup(args, io)
  const contextLength = args.contextLength ?? limits.contextLength
  const maxChars = args.maxChars ?? limits.maxChars
  const cwd = args.cwd === undefined ? undefined : await existingDirectory('--cwd', args.cwd, io)
  const example: ExampleWorkspace | undefined =
    cwd === undefined && options.example ? await options.example() : undefined
  try {
    const workingDir = example?.cwd ?? cwd ?? io.cwd
    const hermesHome = args.home !== undefined || !example ? resolveHermesHome(args.home, io) : example.home
    const context = await buildProjectContext({
      cwd: workingDir,
      host,
      hermesHome,
      scanner: { preset, rules },
      soul: args.soul,
      createDefaultSoul: args.createSoul,
      ...(contextLength === undefined ? {} : { contextLength }),
      ...(maxChars === undefined ? {} : { maxChars }),
      ...(limits.readTimeoutMs === undefined ? {} : { readTimeoutMs: limits.readTimeoutMs }),
    })
    const present = await presentButNotLoaded(context, host)
    const limit = resolveMaxChars({ configured: maxChars ?? null, contextLength: contextLength ?? null })

    let replay
    if (example) {
      const transcript = await readTranscript(example.transcript, 'transcript.jsonl')
      const replayed = await replayCalls(transcript.calls, {
        workingDir: context.cwd,
        host,
        preset,
        rules,
        startup: context,
      })
      replay = { transcript, replayed }
    }

    if (args.json) {
      const result = {
        ...context,
        preset,
        limit,
        hermesHome,
        example: example !== undefined,
        notLoaded: present,
        ...(replay ? { hints: replayJson(replay.replayed, replay.transcript.problems) } : {}),
      }
      io.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
      return EXIT_OK
    }

    if (context.text !== '') io.stdout.write(`${context.text}\n`)
    const err = printer(io.stderr, io.env)
    printStartupReport(
      context,
      {
        preset,
        limit,
        limitSource: limitSource(args, limits),
        hermesHome,
        hermesHomeKind: await homeKind(hermesHome),
        soulIncluded: args.soul,
        createSoul: args.createSoul,
        present,
        origins: await origins(context),
        ...(example
          ? {
              example: `bundled example "acme-shop", copied to a temporary directory (${example.git}); removed when the command ends`,
            }
          : {}),
      },
      err,
    )
    if (replay) {
      err.line()
      err.line(err.c.bold('Hints: replaying transcript.jsonl (tool calls an agent made after start-up, §5)'))
      printTranscriptProblems('transcript.jsonl', replay.transcript.problems, err)
      printReplay(replay.replayed, context.cwd, err)
    }
    return EXIT_OK
  } finally {
    await example?.dispose()
  }
}
