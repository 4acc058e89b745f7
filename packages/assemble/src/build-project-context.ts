import {
  localAccessOf,
  nodeFileSystem,
  type Diagnostic,
  type DiscoverContext,
  type DiscoveredFile,
  type DiscoveredFiles,
  type FileType,
  type Host,
  unsafeNameCharacter,
} from '@hermes/core'
import {
  createDiscoverContext,
  DEFAULT_READ_TIMEOUT_MS,
  ensureDefaultSoul,
  findGitRoot,
  withFileSystemTimeout,
} from '@hermes/discovery'
import { untilAborted } from './until-aborted.js'
import { createScanner } from '@hermes/scanner'
import { resolveMaxChars, type Truncation } from '@hermes/truncate'
import { createDefaultHost } from './default-host.js'
import { resolveHermesHome } from './hermes-home.js'
import type { BuildProjectContextOptions, ProjectContext, ProjectSection, SoulContext } from './project-context.js'
import { renderBlock, scanFile, truncateAndRecord } from './render-block.js'
import { renderProjectContext } from './render.js'
import { describeError, MAX_TIMEOUT_MS, validateOptions } from './validate-options.js'
import { absoluteWorkingDirectory, resolveWorkingDirectory } from './working-directory.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { resolve } = process.getBuiltinModule('node:path')
// `node:events` likewise.
const { setMaxListeners } = process.getBuiltinModule('node:events')

const SOURCE = '@hermes/assemble'

/**
 * The overall deadline of one build, in milliseconds: 10,000. However many
 * files are probed and however slow the file system, `buildProjectContext`
 * settles within about this long (each read also has its own §4.1 timeout).
 */
export const DEFAULT_BUILD_DEADLINE_MS = 10_000

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
 * non-regular, binary, oversized or slow files are skipped with diagnostics;
 * errors a custom file system throws are read defensively (a throwing `code`
 * getter, `null`, a hostile proxy become diagnostics).
 *
 * One overall deadline (`deadlineMs`, default {@link DEFAULT_BUILD_DEADLINE_MS})
 * bounds the whole build: when it passes, every pending and later file-system
 * call gives up at once, what was read is returned, and a `timeout`
 * diagnostic (`data.deadlineMs`) says so. A stalled file system cannot make
 * start-up take longer.
 *
 * A file type whose `discover` throws, rejects, returns something that is
 * not a `DiscoveredFiles` or misses its deadline (`fileTypeTimeoutMs`) is a
 * broken plugin, not a reason to lose the whole context: it is reported
 * (`plugin-error`, severity `error`, naming the type and its plugin) and
 * treated as yielding nothing, so the next type is tried. A scanner rule that
 * fails blocks its file (fail closed) with a `plugin-error` diagnostic naming
 * the rule and its plugin; other files are unaffected.
 *
 * @returns the {@link ProjectContext}; lengths are in characters (Unicode code points)
 * @throws HermesError `INVALID_OPTION` when an option has the wrong type:
 *   `cwd` not a non-empty string, `hermesHome` not an absolute path, `readTimeoutMs` or
 *   `deadlineMs` not a number \> 0, `contextLength` / `maxChars` not a number (or `null`), `soul` /
 *   `createDefaultSoul` not a boolean, `preset` not a string, `scanner` not
 *   `{ preset?, rules? }`, `fileTypeTimeoutMs` not a number \> 0, `host` /
 *   `fs` malformed; `UNKNOWN_PRESET` when the preset is not registered with
 *   the host; `UNKNOWN_RULE`, `INVALID_RULE_SETTING`, `INVALID_RULE_OPTIONS`
 *   for bad `scanner.rules` (see `createScanner`).
 *   Numeric values follow §7 and never throw (`maxChars: 0`, `NaN`, `-5` fall
 *   back to the context window).
 */
export async function buildProjectContext(options: BuildProjectContextOptions): Promise<ProjectContext> {
  validateOptions(options)
  const deadlineMs = Math.min(options.deadlineMs ?? DEFAULT_BUILD_DEADLINE_MS, MAX_TIMEOUT_MS)
  // One timer for the whole build: every file-system call and read of the build gives up when it fires.
  const deadline = new AbortController()
  // Every pending file-system call listens to the deadline once (and stops listening when it settles):
  // many at once is by design, not a leak.
  setMaxListeners(0, deadline.signal)
  const timer = setTimeout(() => deadline.abort(), deadlineMs)
  try {
    return await build(options, deadline.signal, deadlineMs)
  } finally {
    clearTimeout(timer)
  }
}

async function build(
  options: BuildProjectContextOptions,
  signal: AbortSignal,
  deadlineMs: number,
): Promise<ProjectContext> {
  const readTimeoutMs =
    options.readTimeoutMs === undefined ? undefined : Math.min(options.readTimeoutMs, MAX_TIMEOUT_MS)
  const fileTypeTimeoutMs = Math.min(options.fileTypeTimeoutMs ?? DEFAULT_FILE_TYPE_TIMEOUT_MS, MAX_TIMEOUT_MS)

  const host = options.host ?? (sharedDefaultHost ??= createDefaultHost())
  const rawFs = options.fs ?? nodeFileSystem
  // Every file-system call of the pipeline settles within the read timeout: nothing hangs.
  const fs = withFileSystemTimeout(rawFs, readTimeoutMs ?? DEFAULT_READ_TIMEOUT_MS, signal)
  const presetId = options.scanner?.preset ?? options.preset
  const scanner = createScanner({
    host,
    ...(presetId === undefined ? {} : { preset: presetId }),
    ...(options.scanner?.rules === undefined ? {} : { rules: options.scanner.rules }),
    // The host's scan cache: an agent rebuilds the same context at every session start.
    cache: true,
  })
  const limit = resolveMaxChars({ configured: options.maxChars ?? null, contextLength: options.contextLength ?? null })

  const diagnostics: Diagnostic[] = []
  const report = (diagnostic: Diagnostic) => {
    diagnostics.push(diagnostic)
  }
  const home = resolveHermesHome(options.hermesHome, rawFs, process.env)
  if (home.path === null) report(home.diagnostic)
  const hermesHome = home.path
  // A relative `cwd` needs the process's current directory, which may have been deleted.
  const absolute = absoluteWorkingDirectory(options.cwd, report)
  const requested = absolute === null ? null : resolve(absolute)
  const cwd = absolute === null ? null : await resolveWorkingDirectory(fs, absolute, report, localAccessOf(rawFs))
  const gitRoot =
    cwd === null
      ? null
      : await findGitRoot(cwd, {
          fs: rawFs,
          signal,
          resolved: true,
          ...(readTimeoutMs === undefined ? {} : { timeoutMs: readTimeoutMs }),
        })

  if (hermesHome !== null && options.createDefaultSoul !== false && rawFs === nodeFileSystem && !signal.aborted) {
    // A hung home directory (a stalled network mount) must not hold the build past its deadline.
    const created = await untilAborted(ensureDefaultSoul(hermesHome), signal, undefined)
    if (created?.status === 'failed') report(created.diagnostic)
  }

  const context: DiscoverContext = {
    ...createDiscoverContext({
      // Project types run only with a resolved cwd; identity types need an absolute one for the boundary check.
      cwd: cwd ?? requested ?? '/',
      gitRoot,
      // Without a usable HERMES_HOME no identity file type runs (below); '' is never absolute.
      hermesHome: hermesHome ?? '',
      fs: rawFs,
      report,
      signal,
      resolved: cwd !== null,
      ...(readTimeoutMs === undefined ? {} : { timeoutMs: readTimeoutMs }),
    }),
    // For file types that inline other files (imports): each part scanned on its own, same preset (§6).
    scan: (text, label) => {
      const result = scanner.scan(text, { label })
      return {
        blocked: result.blocked,
        text: result.blocked ? (result.blockedLine ?? '') : result.text,
        ids: result.ids,
      }
    },
  }

  const truncations: Truncation[] = []
  let sections: ProjectSection[] = []
  let projectText = ''
  let fileType: string | null = null
  if (cwd !== null) {
    for (const type of host.fileTypes) {
      if (type.role !== 'project') continue
      const found = await discoverSafely(type, host, context, report, fileTypeTimeoutMs)
      if (found === undefined) continue
      const files = found.files.filter((file) => file.text.length > 0 && safeLabel(file, type, report))
      if (files.length === 0) continue
      const block = renderBlock(type.id, found, files, scanner, limit, cwd, report)
      fileType = type.id
      sections = block.sections
      projectText = block.text
      for (const item of block.truncations) truncations.push(item)
      break
    }
  }

  const identities: SoulContext[] = []
  for (const type of host.fileTypes) {
    if (type.role !== 'identity' || hermesHome === null) continue
    const found = await discoverSafely(type, host, context, report, fileTypeTimeoutMs)
    for (const file of found?.files ?? []) {
      if (file.text.length === 0) continue
      identities.push(renderIdentity(file, scanner, limit, truncations, report))
    }
  }
  const soul = identities[0] ?? null
  const included = options.soul === true ? identities.map((identity) => identity.text) : []
  if (signal.aborted)
    report({
      code: 'timeout',
      severity: 'error',
      path: cwd ?? requested ?? options.cwd,
      reason: `The build's overall deadline of ${deadlineMs} ms passed: files not read by then were skipped, and what was read is returned.`,
      source: SOURCE,
      data: { deadlineMs },
    })

  return {
    text: renderProjectContext([projectText, ...included]),
    soul,
    sections,
    diagnostics,
    truncations,
    gitRoot,
    fileType,
    cwd: cwd ?? requested ?? options.cwd,
  }
}

/**
 * `false` (with a `blocked` diagnostic) when a file's label holds a character
 * that would reach the prompt unscanned in its `## label` heading
 * (`unsafeNameCharacter`: the scanner's invisible characters, controls,
 * separators, non-ASCII spaces). Applies to every file type, plugins included.
 */
function safeLabel(file: DiscoveredFile, type: FileType, report: (d: Diagnostic) => void): boolean {
  const unsafe = unsafeNameCharacter(file.label)
  if (unsafe === undefined) return true
  report({
    code: 'blocked',
    severity: 'warning',
    path: file.path,
    reason: `Skipped: the section label contains ${unsafe}, a control, line-break or invisible character that would reach the prompt unscanned in its heading.`,
    source: SOURCE,
    data: { reason: 'unsafe-label', character: unsafe, fileType: type.id },
  })
  return false
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
    const result = truncateAndRecord(text, { limit, name: file.truncateName, path: file.path }, truncations, report)
    truncated = result.truncated
    text = result.text
  }
  return {
    text,
    path: file.path,
    status: scanned.blocked ? 'blocked' : truncated ? 'truncated' : 'loaded',
    findings: scanned.findings,
  }
}

/** Default deadline of one file type's `discover()`, in milliseconds (`fileTypeTimeoutMs`). */
export const DEFAULT_FILE_TYPE_TIMEOUT_MS = 10_000

/**
 * Run a file type's `discover` within its deadline; a throw, a rejection, a
 * malformed result or a missed deadline is reported as a `plugin-error`
 * diagnostic naming the type and its plugin, and gives `undefined`. A late
 * settlement is ignored (a late rejection is caught).
 */
async function discoverSafely(
  type: FileType,
  host: Host,
  context: DiscoverContext,
  report: (d: Diagnostic) => void,
  timeoutMs: number,
): Promise<DiscoveredFiles | undefined> {
  const plugin = host.ownerOf('fileType', type.id) ?? '(unknown plugin)'
  const fail = (fault: 'threw' | 'rejected' | 'malformed' | 'timeout', what: string, error?: unknown): undefined => {
    report({
      code: 'plugin-error',
      severity: 'error',
      path: context.cwd,
      reason: `File type "${type.id}" (plugin "${plugin}") ${what}; it is skipped and the next file type is tried.`,
      source: SOURCE,
      data: { fileType: type.id, plugin, fault, ...(error === undefined ? {} : { error: describeError(error) }) },
    })
    return undefined
  }
  let pending: Promise<unknown>
  try {
    pending = Promise.resolve(type.discover(context))
  } catch (error) {
    return fail('threw', `failed: ${describeError(error)}`, error)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline =
    timeoutMs >= MAX_TIMEOUT_MS
      ? undefined
      : new Promise<typeof TIMED_OUT>((resolve) => {
          timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)
        })
  let found: unknown
  try {
    found = await (deadline === undefined ? pending : Promise.race([pending, deadline]))
  } catch (error) {
    return fail('rejected', `failed: ${describeError(error)}`, error)
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
  if (found === TIMED_OUT) {
    pending.catch(() => undefined)
    return fail('timeout', `did not finish within ${timeoutMs} ms`)
  }
  if (!isDiscoveredFiles(found))
    return fail('malformed', 'returned a malformed result (expected { files: DiscoveredFile[] })')
  return found
}

const TIMED_OUT: unique symbol = Symbol('timed out')

function isDiscoveredFiles(value: unknown): value is DiscoveredFiles {
  if (!value || typeof value !== 'object') return false
  const { files, sectionSuffix, separator, group } = value as Record<string, unknown>
  if (!Array.isArray(files)) return false
  if (sectionSuffix !== undefined && typeof sectionSuffix !== 'string') return false
  if (separator !== undefined && typeof separator !== 'string') return false
  if (group !== undefined) {
    if (!group || typeof group !== 'object') return false
    const { name, minFiles } = group as Record<string, unknown>
    if (typeof name !== 'string' || typeof minFiles !== 'number') return false
  }
  return files.every((file: unknown) => {
    if (!file || typeof file !== 'object') return false
    const f = file as Record<string, unknown>
    return (
      ['label', 'path', 'realPath', 'text', 'readText'].every((key) => typeof f[key] === 'string') &&
      (f['truncateName'] === null || typeof f['truncateName'] === 'string')
    )
  })
}
