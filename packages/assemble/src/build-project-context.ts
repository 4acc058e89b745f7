import { join, resolve } from 'node:path'
import { HermesError, nodeFileSystem, type Diagnostic, type DiscoveredFile, type Host } from '@hermes/core'
import { createDiscoverContext, ensureDefaultSoul, findGitRoot } from '@hermes/discovery'
import { createScanner } from '@hermes/scanner'
import { resolveMaxChars, truncateSection, type Truncation } from '@hermes/truncate'
import { createDefaultHost } from './default-host.js'
import type { BuildProjectContextOptions, ProjectContext, ProjectSection, SoulContext } from './project-context.js'
import { renderBlock, reportTruncation, scanFile } from './render-block.js'
import { renderProjectContext } from './render.js'
import { resolveWorkingDirectory } from './working-directory.js'

/** The host used when the caller gives none, created once (its scanner presets are compiled once too). */
let sharedDefaultHost: Host | undefined

/**
 * The start-up pipeline (§4): find the git root and the one project file type
 * that yields text (§2, §3, in the host's priority order), read each file
 * (§4.1), scan it (§6; a blocked file's body is its BLOCKED line), render and
 * truncate its section (§7), add the Soul text when `soul` is `true`, and
 * assemble the exact §8 string. File types come from `host.fileTypes` only:
 * nothing here names a file type.
 *
 * Bad input never throws: a missing or unreadable working directory gives no
 * project sections and a diagnostic (the Soul still loads); unreadable,
 * non-regular, binary, oversized or slow files are skipped with diagnostics.
 *
 * @returns the {@link ProjectContext}; lengths are in characters (Unicode code points)
 * @throws HermesError `INVALID_OPTION` when `cwd` is not a non-empty string or
 *   `readTimeoutMs` is not a positive number; `UNKNOWN_PRESET` when `preset`
 *   is not registered with the host.
 */
export async function buildProjectContext(options: BuildProjectContextOptions): Promise<ProjectContext> {
  if (typeof options?.cwd !== 'string' || options.cwd.length === 0)
    throw new HermesError('INVALID_OPTION', 'Option "cwd" must be a non-empty string', { option: 'cwd' })
  const { readTimeoutMs } = options
  if (readTimeoutMs !== undefined && !(typeof readTimeoutMs === 'number' && readTimeoutMs > 0))
    throw new HermesError(
      'INVALID_OPTION',
      `Option "readTimeoutMs" must be a positive number, got ${String(readTimeoutMs)}`,
      {
        option: 'readTimeoutMs',
        value: readTimeoutMs,
      },
    )

  const host = options.host ?? (sharedDefaultHost ??= createDefaultHost())
  const fs = options.fs ?? nodeFileSystem
  const scanner = createScanner({ host, ...(options.preset === undefined ? {} : { preset: options.preset }) })
  const limit = resolveMaxChars({ configured: options.maxChars ?? null, contextLength: options.contextLength ?? null })
  const envHome = process.env['HERMES_HOME']
  const hermesHome = resolve(options.hermesHome ?? (envHome ? envHome : join(fs.homedir(), '.hermes')))

  const diagnostics: Diagnostic[] = []
  const report = (diagnostic: Diagnostic) => {
    diagnostics.push(diagnostic)
  }
  const requested = resolve(options.cwd)
  const cwd = await resolveWorkingDirectory(fs, requested, report)
  const gitRoot = cwd === null ? null : await findGitRoot(cwd, { fs })

  if (options.createDefaultSoul !== false && fs === nodeFileSystem) {
    const created = await ensureDefaultSoul(hermesHome)
    if (created.status === 'failed') report(created.diagnostic)
  }

  const context = createDiscoverContext({
    cwd: cwd ?? requested,
    gitRoot,
    hermesHome,
    fs,
    report,
    ...(readTimeoutMs === undefined ? {} : { timeoutMs: readTimeoutMs }),
  })

  const truncations: Truncation[] = []
  let sections: ProjectSection[] = []
  let projectText = ''
  let fileType: string | null = null
  if (cwd !== null) {
    for (const type of host.fileTypes) {
      if (type.role !== 'project') continue
      const found = await type.discover(context)
      const files = found.files.filter((file) => file.text.length > 0)
      if (files.length === 0) continue
      const block = renderBlock(type.id, found, files, scanner, limit, cwd, report)
      fileType = type.id
      sections = block.sections
      projectText = block.text
      truncations.push(...block.truncations)
      break
    }
  }

  const identities: SoulContext[] = []
  for (const type of host.fileTypes) {
    if (type.role !== 'identity') continue
    const found = await type.discover(context)
    for (const file of found.files) {
      if (file.text.length === 0) continue
      identities.push(renderIdentity(file, scanner, limit, truncations, report))
    }
  }
  const soul = identities[0] ?? null
  const included = options.soul === true ? identities.map((identity) => identity.text) : []

  return {
    text: renderProjectContext([projectText, ...included]),
    soul,
    sections,
    diagnostics,
    truncations,
    gitRoot,
    fileType,
    cwd: cwd ?? requested,
  }
}

/** Scan and truncate an identity file (Soul, §8): no heading, truncated on its own text. */
function renderIdentity(
  file: DiscoveredFile,
  scanner: ReturnType<typeof createScanner>,
  limit: number,
  truncations: Truncation[],
  report: (d: Diagnostic) => void,
): SoulContext {
  const scanned = scanFile(scanner, file, report)
  let text = scanned.body
  let truncated = false
  if (file.truncateName !== null) {
    const result = truncateSection(text, { limit, name: file.truncateName, path: file.path })
    if (result.truncated) {
      truncated = true
      truncations.push(result)
      reportTruncation(result, file.path, report)
    }
    text = result.text
  }
  return {
    text,
    path: file.path,
    status: scanned.blocked ? 'blocked' : truncated ? 'truncated' : 'loaded',
    findings: scanned.findings,
  }
}
