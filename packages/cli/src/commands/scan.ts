import { EXIT_BLOCKED, EXIT_OK } from '../exit-codes.js'
import { cwdIfKnown, printer, type CliIo } from '../io.js'
import { statSync } from 'node:fs'
import { dirname } from 'node:path'
import { resolveArgument } from '../paths.js'
import type { ScanArgs } from '../parse-args.js'
import { findingLine } from '../report/finding-line.js'
import { count, displayPath, plural, visible } from '../report/text.js'
import { collectTargets } from '../scan/collect-files.js'
import { scanTargets } from '../scan/scan-files.js'
import { resolveSetup } from '../setup.js'
import { demoVersion } from '../version.js'

/**
 * `scan PATH…`: scan files, or every context file below directories, with a
 * preset (§6). Findings go to stdout as `path:line:column  severity  message
 * rule` (or JSON, or SARIF 2.1.0); skipped files and the summary to stderr.
 *
 * The repository's own `hermes-context.config.{js,mjs,ts}` is loaded (found
 * from the scanned paths upwards to the git root) unless `--config` or
 * `--no-config` is given.
 *
 * @returns 1 when any file would be blocked at start-up, or when there are
 *   more warnings than `--max-warnings`; else 0
 */
export async function runScan(args: ScanArgs, io: CliIo): Promise<number> {
  const { host, preset, rules, limits, configFile } = await resolveSetup(args, io, {
    ...(args.noConfig ? {} : { repositoryPaths: args.paths.map((path) => resolveArgument(path, io)) }),
  })
  const base = cwdIfKnown(io)
  const shown = (path: string) => (base === undefined ? path : displayPath(path, base))
  const collected = await collectTargets(args.paths, host, io)
  const scanned = await scanTargets(collected.targets, {
    host,
    preset,
    rules,
    label: shown,
    ...(limits.readTimeoutMs === undefined ? {} : { readTimeoutMs: limits.readTimeoutMs }),
  })
  const diagnostics = [...collected.diagnostics, ...scanned.diagnostics]
  const files = scanned.files
  const blocked = files.filter((file) => file.blocked)
  const warnings = files.reduce(
    (n, file) => n + file.findings.filter(({ finding }) => finding.severity === 'warn').length,
    0,
  )
  const tooManyWarnings = args.maxWarnings !== undefined && warnings > args.maxWarnings

  if (args.format === 'sarif') {
    // Loaded only for SARIF output (cold start, issue 11): node-sarif-builder pulls in fs-extra.
    const { sarifLog } = await import('../scan/sarif.js')
    const log = sarifLog(files, {
      host,
      preset,
      rules,
      version: demoVersion(),
      root: sarifRoot(args.paths, io),
      diagnostics,
    })
    io.stdout.write(`${JSON.stringify(log, null, 2)}\n`)
  } else if (args.format === 'json') {
    const result = {
      preset,
      config: configFile ?? null,
      files: files.map((file) => ({ ...file, path: shown(file.path), absolutePath: file.path })),
      diagnostics,
      summary: {
        files: files.length,
        blocked: blocked.length,
        findings: files.reduce((n, f) => n + f.findings.length, 0),
        warnings,
        maxWarnings: args.maxWarnings ?? null,
      },
    }
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  } else {
    const out = printer(io.stdout, io.env)
    for (const file of files)
      for (const { finding, position } of file.findings)
        out.line(findingLine(shown(file.path), finding, position, out.c))
  }

  const err = printer(io.stderr, io.env)
  if (args.format === 'text') {
    for (const diagnostic of diagnostics)
      err.line(
        `${visible(shown(diagnostic.path))}  ${err.c.yellow(diagnostic.severity)}  ${visible(diagnostic.reason)}  ${err.c.dim(diagnostic.code)}`,
      )
    const findings = files.reduce((n, file) => n + file.findings.length, 0)
    const skipped = files.filter((file) => file.status === 'skipped').length
    const verdict =
      blocked.length > 0 ? err.c.red(`${blocked.length} would be blocked`) : err.c.green('none would be blocked')
    const { notWalked } = collected
    const unwalked: string[] = []
    if (notWalked.excluded > 0)
      unwalked.push(
        `${count(notWalked.excluded)} excluded ${notWalked.excluded === 1 ? 'directory' : 'directories'} (${notWalked.excludedNames.join(', ')})`,
      )
    if (notWalked.links > 0)
      unwalked.push(
        notWalked.links === 1
          ? '1 symbolic link to a directory'
          : `${count(notWalked.links)} symbolic links to directories`,
      )
    err.line(
      `${plural(files.length, 'context file')} scanned with preset ${preset}${configFile === undefined ? '' : ` (config ${visible(shown(configFile))})`}: ${verdict}; ${plural(findings, 'finding')}` +
        (skipped > 0 ? `; ${count(skipped)} skipped` : '') +
        (unwalked.length > 0 ? `; not walked: ${unwalked.join(', ')}` : ''),
    )
  }
  if (tooManyWarnings)
    err.line(err.c.red(`${plural(warnings, 'warning')} found; --max-warnings allows ${count(args.maxWarnings ?? 0)}`))
  return blocked.length > 0 || tooManyWarnings ? EXIT_BLOCKED : EXIT_OK
}

/**
 * The directory SARIF locations are relative to (`%SRCROOT%`): the scanned
 * directory when one directory is scanned (`scan /path/to/repo` from anywhere
 * gives repository-relative locations, as code scanning expects), else the
 * current directory (files outside it get absolute `file:` URIs).
 */
function sarifRoot(paths: readonly string[], io: CliIo): string {
  const cwd = cwdIfKnown(io)
  const first = resolveArgument(paths[0] ?? '.', io)
  // without a current directory (deleted), the first scanned path's directory is the root
  const fallback = cwd ?? dirname(first)
  if (paths.length !== 1) return fallback
  try {
    return statSync(first).isDirectory() ? first : fallback
  } catch {
    return fallback
  }
}
