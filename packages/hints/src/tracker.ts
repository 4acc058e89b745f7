import pLimit from 'p-limit'
import {
  isThenable,
  localAccessOf,
  nodeFileSystem,
  normaliseContextText,
  type Diagnostic,
  type ExtractContext,
  type FileSystem,
  type HintPathExtractor,
  type HintProviderSession,
  type Host,
  type ProvidedHint,
  type ToolCallPath,
} from '@hermes/core'
import { DEFAULT_READ_TIMEOUT_MS, withFileSystemTimeout } from '@hermes/discovery'
import { blockedLine, createScanner, type ScanResult } from '@hermes/scanner'
import { DEFAULT_HINT_MAX_CHARS, truncateSection } from '@hermes/truncate'
import { compareCodePoints } from './code-point-order.js'
import { DirectoryProbe, ProbeTimeout, type MissCache } from './directory-probe.js'
import { hasExcludedSegment } from './excluded-segments.js'
import { unsafePathCharacter } from './unsafe-path.js'
import { hermesToolsExtractor } from './hermes-tools-extractor.js'
import { firstUsableFile, TRANSIENT, type UsableFile } from './hint-file.js'
import { validateOptions, type HintTrackerOptions } from './options.js'
import type { AttachedHint, HintDirectory, HintReport } from './report.js'
import { expandTilde, loadUserHomes } from './tilde.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { dirname, isAbsolute, normalize, resolve } = process.getBuiltinModule('node:path')
// `node:events` likewise.
const { setMaxListeners } = process.getBuiltinModule('node:events')

/** No user names known (never read: a `~name` waits for the session's user database). */
const NO_USERS: ReadonlyMap<string, string> = new Map()

/** `true` for `~name` or `~name/…` (a user's home), not `~` or `~/…` (this user's). */
function namesUser(path: string): boolean {
  return path.startsWith('~') && path.length > 1 && path[1] !== '/'
}

/** A directory and up to this many of its parents are examined per path (§5 step 2). */
const WALK_DIRECTORIES = 6
/** Distinct paths examined per tool call at most (a 1 MB command cannot make a call do unbounded I/O). */
export const MAX_PATHS_PER_CALL = 1_000
/**
 * Directories whose hint files are read at the same time, at most (p-limit):
 * each read holds a file descriptor, and macOS allows 256 by default.
 */
export const FILE_CONCURRENCY = 16
/** Longest path examined, in UTF-16 units (Linux `PATH_MAX`). */
const MAX_PATH_LENGTH = 4_096
/**
 * The deadline of one tool call, in milliseconds: 5,000. However slow the file
 * system, `checkToolCall` settles within about this long (option `deadlineMs`).
 */
export const DEFAULT_HINT_DEADLINE_MS = 5_000
/** The largest delay `setTimeout` honours (2³¹ − 1 ms); larger deadlines are clamped to it. */
const MAX_TIMEOUT_MS = 2_147_483_647

/**
 * Follows an agent's tool calls and returns the context files of the
 * subdirectories they touch (§5). Create one per session with
 * {@link createHintTracker}.
 */
export interface HintTracker {
  /** The working directory as given, made absolute (not resolved); as given when the current directory is gone. */
  readonly workingDir: string
  /**
   * The text to append to one tool call's result, or `undefined` when the
   * call reaches no new hint. Never throws or rejects on any `args` value.
   *
   * @param toolName - the tool's name as the agent calls it (`read_file`, `terminal`…)
   * @param args - the tool's arguments, any value
   */
  checkToolCall(toolName: string, args: unknown): Promise<string | undefined>
  /** Like {@link HintTracker.checkToolCall}, with what was loaded, blocked, truncated and skipped. Never rejects. */
  checkToolCallDetailed(toolName: string, args: unknown): Promise<HintReport>
  /** The report of the last call that finished, if any. */
  readonly lastReport: HintReport | undefined
}

interface Session {
  readonly active: boolean
  /** Resolved working directory. */
  readonly root: string
  /** `root + "/"`. */
  readonly prefix: string
  readonly homeDir: string
  /** Home directories by user name for `~name`, read from the user database on the first `~name` (issue 11). */
  readonly userHomes: UserHomes
  readonly diagnostics: readonly Diagnostic[]
  /** The host's hint providers, started for this session (§9). */
  readonly providers?: readonly StartedProvider[]
  /** The file system did not answer in time while starting: try again on the next call. */
  readonly retry?: boolean
}

/**
 * The user database of a session, read when a path first names a user (`~name`): most sessions never do, and
 * reading `/etc/passwd` and the current user's entry cost each new tracker two reads of that file (issue 11).
 */
class UserHomes {
  /** The homes once read (`undefined`: not read yet). */
  map: ReadonlyMap<string, string> | undefined
  #loading: Promise<ReadonlyMap<string, string>> | undefined
  constructor(readonly load: () => Promise<ReadonlyMap<string, string>>) {}
  /** Read the database once (never rejects: an unreadable database gives only the current user). */
  read(): Promise<ReadonlyMap<string, string>> {
    this.#loading ??= this.load().then((map) => (this.map = map))
    return this.#loading
  }
}

const OFF: Session = {
  active: false,
  root: '',
  prefix: '',
  homeDir: '',
  userHomes: new UserHomes(() => Promise.resolve(new Map())),
  diagnostics: [],
}

interface Candidate {
  readonly path: string
  readonly relativePath: string
  readonly depth: number
  /** `U+XXXX` of a character that must not reach the hint heading (the directory is skipped). */
  readonly unsafe?: string
}

function depthOf(relativePath: string): number {
  let depth = 1
  for (let i = relativePath.indexOf('/'); i !== -1; i = relativePath.indexOf('/', i + 1)) depth++
  return depth
}

function byDepthThenCodePoint(a: Candidate, b: Candidate): number {
  return a.depth - b.depth || compareCodePoints(a.relativePath, b.relativePath)
}

function emptyReport(
  active: boolean,
  paths: readonly string[] = [],
  diagnostics: readonly Diagnostic[] = [],
): HintReport {
  return { text: undefined, active, paths, directories: [], diagnostics }
}

/**
 * Create a hint tracker for one session (§5).
 *
 * The tracker is off (every call returns `undefined`) when `enabled` is
 * `false`, when the working directory is the user's home directory or `/`,
 * or when it does not exist. Hint file names are the `hintNames` of the
 * host's project file types in priority order (built-ins: `AGENTS.override.md`,
 * `AGENTS.md`, `agents.md`, `CLAUDE.md`, `claude.md`, `.cursorrules`); the
 * host's hint extractors decide which tools and arguments carry paths (the
 * built-in {@link hermesToolsExtractor} when it registers none).
 *
 * @param options - see {@link HintTrackerOptions}
 * @returns a {@link HintTracker}; no file is touched until the first call
 * @throws HermesError `INVALID_OPTION` for a bad option, `UNKNOWN_PRESET` for a preset the host lacks,
 *   `UNKNOWN_RULE` / `INVALID_RULE_SETTING` / `INVALID_RULE_OPTIONS` for bad `scanner.rules`
 */
export function createHintTracker(options: HintTrackerOptions): HintTracker {
  const startupTexts = validateOptions(options)
  const { host } = options
  const fs = options.fs ?? nodeFileSystem
  const limit = options.maxChars ?? DEFAULT_HINT_MAX_CHARS
  const timeoutMs = options.readTimeoutMs
  const deadlineMs = Math.min(options.deadlineMs ?? DEFAULT_HINT_DEADLINE_MS, MAX_TIMEOUT_MS)
  // A relative working directory needs the process's current directory, which may have been deleted.
  const absolute = absoluteWorkingDir(options.workingDir)
  const workingDir = absolute ?? options.workingDir
  const enabled = options.enabled ?? true
  // A host without presets (file types only) scans with the scanner's own built-in presets.
  const scanHost = host.presets.size > 0 ? host : undefined
  const presetId = options.scanner?.preset ?? options.preset
  const scanner = createScanner({
    ...(scanHost === undefined ? {} : { host: scanHost }),
    ...(presetId === undefined ? {} : { preset: presetId }),
    ...(options.scanner?.rules === undefined ? {} : { rules: options.scanner.rules }),
    // The host's scan cache, shared with builds and other trackers on the host: hint files are read again and again.
    cache: true,
  })
  const hintNames = collectHintNames(host)
  const extractors: readonly HintPathExtractor[] =
    host.hintExtractors.length > 0 ? host.hintExtractors : [hermesToolsExtractor]

  // The tracker's own lookups (working directory, home, /etc/passwd, directory probes) never wait longer than a read.
  const timedFs = withFileSystemTimeout(fs, timeoutMs ?? DEFAULT_READ_TIMEOUT_MS)
  // Synchronous lookups and reads where every mount on the way is local (nodeFileSystem on Linux).
  const local = localAccessOf(fs)
  const probe = new DirectoryProbe(timedFs, local)
  const limitFiles = pLimit(FILE_CONCURRENCY)
  const visited = new Set<string>()
  const sent = new Set<string>()
  /** Keys of provider hints already offered (§9 hint providers). */
  const offered = new Set<string>()
  let session: Promise<Session> | undefined
  /** The value of `session` once it has settled. */
  let settled: Session | undefined
  let lastReport: HintReport | undefined

  async function start(): Promise<Session> {
    if (!enabled) return OFF
    if (absolute === undefined)
      return {
        ...OFF,
        diagnostics: [
          {
            code: 'not-found',
            severity: 'warning',
            path: workingDir,
            reason: `Hints are off: the working directory "${workingDir}" is relative and the current directory cannot be determined (deleted or unreachable).`,
            source: '@hermes/hints',
          },
        ],
      }
    let root: string
    try {
      const quick = local?.resolvePath(workingDir)
      const real: unknown = quick?.real ?? (await timedFs.realpath(workingDir))
      if (typeof real !== 'string' || !isAbsolute(real)) throw new TypeError('realpath gave no absolute path')
      root = real
      if ((quick ?? (await timedFs.stat(root))).kind !== 'directory') return OFF
      // The probe starts from the working directory instead of looking it up again (issue 11).
      probe.remember(root, root)
      if (normalize(workingDir) === workingDir) probe.remember(workingDir, root)
    } catch (error) {
      if (timedOut(error)) return startTimedOut(workingDir)
      return {
        ...OFF,
        diagnostics: [
          {
            code: 'not-found',
            severity: 'warning',
            path: workingDir,
            reason: 'Hints are off: the working directory does not exist or cannot be resolved.',
            source: '@hermes/hints',
          },
        ],
      }
    }
    // No usable home directory (empty, relative, throwing): `~` expands to `/`, outside any working directory.
    let homeDir = '/'
    try {
      const home: unknown = fs.homedir()
      if (typeof home === 'string' && isAbsolute(home)) homeDir = resolve(home)
    } catch {
      // keep '/'
    }
    let homeReal = homeDir
    try {
      const real: unknown = local?.resolvePath(homeDir)?.real ?? (await timedFs.realpath(homeDir))
      if (typeof real === 'string') homeReal = real
    } catch (error) {
      // A home directory that does not exist is compared as written; one that cannot be resolved in time is unknown.
      if (timedOut(error)) return startTimedOut(homeDir)
    }
    if (root === '/' || dirname(root) === root || root === homeReal || workingDir === homeDir) return OFF
    const userHomes = new UserHomes(() => loadUserHomes(timedFs, local))
    if (startupTexts !== undefined) {
      for (const text of startupTexts) {
        const normalised = normaliseContextText(text)
        if (normalised !== '') sent.add(normalised)
      }
    } else {
      const own = await limitFiles(() =>
        firstUsableFile(root, hintNames, { workingDir: root, fs, timeoutMs, report: () => {} }),
      )
      if (own !== undefined && own !== TRANSIENT) sent.add(own.text)
    }
    return {
      active: true,
      root,
      prefix: root.endsWith('/') ? root : `${root}/`,
      homeDir,
      userHomes,
      diagnostics: [],
      providers: startProviders(host, root, fs, timeoutMs, startupFileType(options)),
    }
  }

  /**
   * Add the absolute paths of a call to `paths`, extractor by extractor, until
   * {@link MAX_PATHS_PER_CALL} distinct ones: nothing is spread into a call and
   * no more entries are looked at than the cap needs. Returns `true` when an
   * entry names a user (`~name`) before the session's user database is read
   * (that entry is left out: read the database and collect again, passing the
   * same `extracted`, which keeps each extractor's answer so none runs twice).
   */
  function collectPaths(
    toolName: string,
    args: unknown,
    context: ExtractContext,
    s: Session,
    paths: Set<string>,
    diagnostics: Diagnostic[],
    extracted: Map<HintPathExtractor, { entries: unknown; fault: string | undefined }>,
  ): boolean {
    const needs = { userHomes: false }
    for (const extractor of extractors) {
      if (paths.size >= MAX_PATHS_PER_CALL) break
      // A third-party extractor that throws or returns something else yields no path (bad input never throws, §5).
      let answer = extracted.get(extractor)
      if (answer === undefined) {
        answer = { entries: undefined, fault: undefined }
        try {
          answer.entries = extractor.extract(toolName, args, context)
          if (!Array.isArray(answer.entries)) {
            if (isThenable(answer.entries)) answer.entries.then(undefined, () => undefined)
            answer.fault = isThenable(answer.entries)
              ? 'returned a promise (extractors are synchronous)'
              : 'returned something other than an array'
          }
        } catch (error) {
          answer.fault = `threw "${describeError(error)}"`
        }
        extracted.set(extractor, answer)
      }
      const { entries, fault } = answer
      if (fault !== undefined) {
        const plugin = host.ownerOf('hintExtractor', extractor.id) ?? '(built-in)'
        diagnostics.push({
          code: 'plugin-error',
          severity: 'error',
          path: context.workingDir,
          reason: `Hint extractor "${extractor.id}" (plugin "${plugin}") ${fault}; it gives no paths for this call.`,
          source: '@hermes/hints',
          data: { plugin, hintExtractor: extractor.id, fault: fault.startsWith('threw') ? 'threw' : 'malformed' },
        })
        continue
      }
      const list = entries as readonly ToolCallPath[]
      for (let i = 0; i < list.length && paths.size < MAX_PATHS_PER_CALL; i++) {
        let path: string | undefined
        try {
          path = absolutePath(list[i] as ToolCallPath, s, needs)
        } catch {
          continue // a third-party extractor's entry whose getters throw
        }
        if (path !== undefined) paths.add(path)
      }
    }
    return needs.userHomes
  }

  /** The absolute path of an entry; `undefined` (and `needs.userHomes` set) for `~name` before the database is read. */
  function absolutePath(entry: ToolCallPath, s: Session, needs: { userHomes: boolean }): string | undefined {
    const raw: unknown = entry?.path
    if (typeof raw !== 'string' || raw === '' || raw.length > MAX_PATH_LENGTH || raw.includes('\0')) return undefined
    const homes = s.userHomes.map
    if (homes === undefined && namesUser(raw)) return void (needs.userHomes = true)
    const path = expandTilde(raw, s.homeDir, homes ?? NO_USERS)
    if (path === undefined) return undefined
    if (isAbsolute(path)) return resolve(path)
    const rawBase: unknown = entry.base
    if (rawBase === undefined) return resolve(s.root, path)
    if (typeof rawBase !== 'string' || rawBase.includes('\0')) return undefined
    if (homes === undefined && namesUser(rawBase)) return void (needs.userHomes = true)
    const base = expandTilde(rawBase, s.homeDir, homes ?? NO_USERS)
    return base === undefined ? undefined : resolve(s.root, base, path)
  }

  /** Walk from one path: its directory (or parent) and up to 5 parents, inside the working directory (§5 step 2). */
  async function walk(
    path: string,
    s: Session,
    candidates: Candidate[],
    excluded: Candidate[],
    misses: MissCache,
    deadline: CallDeadline,
  ): Promise<void> {
    let entry = probe.cached(path, misses) ?? (await probe.probe(path, misses, deadline.signal))
    if (entry.kind !== 'directory') {
      const parent = dirname(path)
      entry = probe.cached(parent, misses) ?? (await probe.probe(parent, misses, deadline.signal))
    }
    let directory = entry.real
    let exists = entry.kind === 'directory'
    for (let step = 0; step < WALK_DIRECTORIES; step++) {
      if (!directory.startsWith(s.prefix)) return // the working directory itself, or outside it
      if (exists) {
        if (!visited.has(directory)) {
          visited.add(directory) // marked before it is read (§5)
          const relativePath = directory.slice(s.prefix.length)
          const candidate = { path: directory, relativePath, depth: depthOf(relativePath) }
          const unsafe = unsafePathCharacter(relativePath)
          if (unsafe !== undefined) excluded.push({ ...candidate, unsafe })
          else (hasExcludedSegment(relativePath) ? excluded : candidates).push(candidate)
        }
        directory = dirname(directory) // the parent of an existing real directory exists
      } else {
        const parent = dirname(directory)
        const next = probe.cached(parent, misses) ?? (await probe.probe(parent, misses, deadline.signal))
        directory = next.real
        exists = next.kind === 'directory'
      }
    }
  }

  /**
   * One tool call under its own deadline: at most one timer, whose signal every lookup and read of
   * the call races. A call answered from the caches alone (nothing new) creates neither the timer
   * nor the signal.
   */
  async function check(toolName: string, args: unknown): Promise<HintReport> {
    const deadline = new CallDeadline(deadlineMs)
    try {
      const report = await checkWithin(toolName, args, deadline)
      if (!deadline.aborted) return report
      const diagnostic: Diagnostic = {
        code: 'timeout',
        severity: 'warning',
        path: workingDir,
        reason: `The tool call's deadline of ${deadlineMs} ms passed: the hints found by then are returned.`,
        source: '@hermes/hints',
        data: { deadlineMs },
      }
      return { ...report, diagnostics: [...report.diagnostics, diagnostic] }
    } finally {
      deadline.dispose()
    }
  }

  /** The session, started on the first call; `settled` as soon as it is known (no wait, no signal). */
  function currentSession(deadline: CallDeadline): Session | Promise<Session | undefined> {
    if (settled !== undefined) return settled
    // The deadline's timer starts before the start's own lookups (their timeouts fire after it).
    const signal = deadline.signal
    if (session === undefined) {
      const started: Promise<Session> = start().then((value) => {
        if (session === started) settled = value
        return value
      })
      session = started
    }
    return untilAborted(session, signal)
  }

  async function checkWithin(toolName: string, args: unknown, deadline: CallDeadline): Promise<HintReport> {
    const current = currentSession(deadline)
    const s = current instanceof Promise ? await current : current
    if (s === undefined) return emptyReport(false)
    if (s.retry === true) {
      session = undefined
      settled = undefined
    }
    if (!s.active) return emptyReport(false, [], s.diagnostics)
    const context: ExtractContext = { workingDir: s.root, homeDir: s.homeDir, maxPaths: MAX_PATHS_PER_CALL }
    let paths = new Set<string>()
    let diagnostics: Diagnostic[] = []
    const tool = typeof toolName === 'string' ? toolName : ''
    const extracted = new Map<HintPathExtractor, { entries: unknown; fault: string | undefined }>()
    if (collectPaths(tool, args, context, s, paths, diagnostics, extracted)) {
      // A path names a user: read the user database (once per session, under this call's deadline) and collect
      // again from the same extractor answers.
      const homes = await untilAborted(s.userHomes.read(), deadline.signal)
      if (homes === undefined) return emptyReport(true, [], [])
      paths = new Set<string>()
      diagnostics = []
      collectPaths(tool, args, context, s, paths, diagnostics, extracted)
    }
    const candidates: Candidate[] = []
    const excluded: Candidate[] = []
    const misses: MissCache = new Map()
    for (const path of paths) {
      try {
        await walk(path, s, candidates, excluded, misses, deadline)
      } catch (error) {
        if (!(error instanceof ProbeTimeout)) throw error
        // A file system that does not answer: stop probing for this call (each further path would wait as long).
        diagnostics.push({
          code: 'timeout',
          severity: 'warning',
          path: error.path,
          reason: 'Hints of this call stopped: resolving a path did not finish in time.',
          source: '@hermes/hints',
        })
        break
      }
    }
    const providers = s.providers ?? []
    if (candidates.length === 0 && excluded.length === 0 && providers.length === 0)
      return emptyReport(true, [...paths], diagnostics)

    candidates.sort(byDepthThenCodePoint)
    // At most FILE_CONCURRENCY directories are read at once (a call touching 1,000 directories must not
    // run out of file descriptors: EMFILE under `ulimit -n 256`).
    const found = await Promise.all(
      candidates.map((candidate) =>
        limitFiles(async () => {
          const local: Diagnostic[] = []
          const file: UsableFile | typeof TRANSIENT | undefined = await firstUsableFile(candidate.path, hintNames, {
            workingDir: s.root,
            fs,
            timeoutMs,
            signal: deadline.signal,
            report: (diagnostic) => local.push(diagnostic),
          })
          return { file, local } as { file: typeof file; local: Diagnostic[] }
        }),
      ),
    )
    const directories: HintDirectory[] = []
    const hints: string[] = []
    candidates.forEach((candidate, index) => {
      const { file, local } = found[index] ?? { file: undefined, local: [] }
      for (const diagnostic of local) diagnostics.push(diagnostic)
      if (file === TRANSIENT) {
        // Not decided: the next call that touches this directory tries again (§5 "marked visited" holds
        // only for a directory that was actually examined).
        visited.delete(candidate.path)
        directories.push({ path: candidate.path, relativePath: candidate.relativePath, status: 'retry' })
        return
      }
      const directory = render(candidate, file, diagnostics)
      directories.push(directory)
      if (directory.hint !== undefined) hints.push(directory.hint)
    })
    for (const candidate of excluded.sort(byDepthThenCodePoint)) {
      directories.push({ path: candidate.path, relativePath: candidate.relativePath, status: 'excluded' })
      if (candidate.unsafe !== undefined)
        diagnostics.push({
          code: 'blocked',
          severity: 'warning',
          path: candidate.path,
          reason: `Skipped without reading: the directory's path contains ${candidate.unsafe}, a control, line-break or invisible character that would reach the prompt unscanned in the hint heading.`,
          source: '@hermes/hints',
          data: { reason: 'unsafe-path', character: candidate.unsafe },
        })
    }
    const attached: AttachedHint[] = []
    const providedHints =
      providers.length === 0
        ? []
        : await provide(providers, [...paths], diagnostics, timeoutMs ?? DEFAULT_READ_TIMEOUT_MS, deadline.signal)
    for (const provided of providedHints) {
      const entry = renderProvided(provided, diagnostics)
      if (entry === undefined) continue
      attached.push(entry)
      if (entry.hint !== undefined) hints.push(entry.hint)
    }
    const text = hints.length === 0 ? undefined : `\n\n${hints.join('\n\n')}`
    return {
      text,
      active: true,
      paths: [...paths],
      directories,
      diagnostics,
      ...(attached.length > 0 ? { attached } : {}),
    }
  }

  /** A provider's hint: offered once per key, de-duplicated, scanned and truncated like a directory's file (§5 steps 3–6). */
  function renderProvided(provided: ProvidedHint, diagnostics: Diagnostic[]): AttachedHint | undefined {
    if (offered.has(provided.key)) return undefined
    offered.add(provided.key)
    const base = {
      key: provided.key,
      heading: provided.heading,
      path: provided.path,
      ...(provided.meta ? { meta: provided.meta } : {}),
    }
    const unsafe = unsafePathCharacter(provided.heading)
    if (unsafe !== undefined || provided.heading.includes(']')) {
      diagnostics.push({
        code: 'blocked',
        severity: 'warning',
        path: provided.path,
        reason: `Skipped without loading: the hint heading contains ${unsafe ?? '"]"'}, which would reach the prompt unscanned.`,
        source: '@hermes/hints',
        data: { reason: 'unsafe-heading' },
      })
      return { ...base, status: 'excluded' }
    }
    const text = normaliseContextText(provided.text)
    if (text === '') return { ...base, status: 'no-file' }
    if (sent.has(text)) return { ...base, status: 'duplicate' }
    const vetted = vet(text, { label: provided.label, path: provided.path, shownPath: provided.path }, diagnostics)
    if (vetted === undefined) return { ...base, status: 'no-file' }
    const { verdict, truncation } = vetted
    return {
      ...base,
      status: verdict.blocked ? 'blocked' : 'loaded',
      hint: `[${provided.heading}]\n${truncation.text}`,
      ...(verdict.findings.length > 0 ? { findings: verdict.findings } : {}),
      ...(truncation.truncated ? { truncation } : {}),
    }
  }

  /**
   * Scan and truncate one hint's text (§5 steps 4–5), shared by hint files and provided hints: a
   * scanner that throws (a faulty rule plugin) means the text cannot be vetted and is not sent
   * (`undefined`); rule faults, a block and a truncation each add a diagnostic. `label` names the
   * text in a BLOCKED line, `shownPath` in the truncation marker, `path` in diagnostics.
   */
  function vet(
    text: string,
    where: { label: string; path: string; shownPath: string },
    diagnostics: Diagnostic[],
  ): { verdict: ScanResult; truncation: ReturnType<typeof truncateSection> } | undefined {
    let verdict: ScanResult
    try {
      verdict = scanner.scan(text, { label: where.label })
    } catch (error) {
      diagnostics.push({
        code: 'blocked',
        severity: 'error',
        path: where.path,
        reason: `Hint not loaded: the scanner failed on it (${describeError(error)}).`,
        source: '@hermes/hints',
        data: { reason: 'scan-failed' },
      })
      return undefined
    }
    sent.add(text)
    for (const fault of verdict.faults)
      diagnostics.push({
        code: 'plugin-error',
        severity: 'error',
        path: where.path,
        reason: `${fault.reason}.`,
        source: '@hermes/hints',
        data: { plugin: fault.plugin, rule: fault.ruleId, fault: fault.kind },
      })
    const body = verdict.blocked ? (verdict.blockedLine ?? blockedLine(where.label, verdict.ids)) : verdict.text
    if (verdict.blocked)
      diagnostics.push({
        code: 'blocked',
        severity: 'warning',
        path: where.path,
        reason: `Hint blocked by the scanner (${verdict.ids.join(', ')}).`,
        source: '@hermes/hints',
        data: { ids: verdict.ids },
      })
    const truncation = truncateSection(body, { limit, name: where.label, path: where.shownPath })
    if (truncation.truncated)
      diagnostics.push({
        code: 'truncated',
        severity: 'warning',
        path: where.path,
        reason: `Hint truncated: ${truncation.length} characters is more than the limit of ${limit}.`,
        source: '@hermes/hints',
        data: { name: where.label, length: truncation.length, limit, path: where.shownPath },
      })
    return { verdict, truncation }
  }

  /** De-duplicate, scan, truncate and format one directory's file (§5 steps 3–6). */
  function render(candidate: Candidate, file: UsableFile | undefined, diagnostics: Diagnostic[]): HintDirectory {
    const base = { path: candidate.path, relativePath: candidate.relativePath }
    if (file === undefined) return { ...base, status: 'no-file' }
    const displayPath = `${candidate.relativePath}/${file.name}`
    const hintFile = { name: file.name, path: file.path, realPath: file.realPath, displayPath }
    if (sent.has(file.text)) return { ...base, status: 'duplicate', file: hintFile }
    const vetted = vet(file.text, { label: file.name, path: file.path, shownPath: displayPath }, diagnostics)
    if (vetted === undefined) return { ...base, status: 'no-file', file: hintFile }
    const { verdict, truncation } = vetted
    return {
      ...base,
      status: verdict.blocked ? 'blocked' : 'loaded',
      file: hintFile,
      hint: `[Subdirectory context discovered: ${displayPath}]\n${truncation.text}`,
      ...(verdict.findings.length > 0 ? { findings: verdict.findings } : {}),
      ...(truncation.truncated ? { truncation } : {}),
    }
  }

  async function checkToolCallDetailed(toolName: string, args: unknown): Promise<HintReport> {
    let report: HintReport
    try {
      report = await check(toolName, args)
    } catch {
      // Unreachable for the built-in parts; a faulty FileSystem or scanner plugin must still not break the agent.
      report = emptyReport(true)
    }
    lastReport = report
    return report
  }

  return {
    workingDir,
    checkToolCallDetailed,
    async checkToolCall(toolName, args) {
      return (await checkToolCallDetailed(toolName, args)).text
    },
    get lastReport() {
      return lastReport
    },
  }
}

/** `path` made absolute, or `undefined` when it is relative and `process.cwd()` throws (the directory was deleted). */
function absoluteWorkingDir(path: string): string | undefined {
  if (isAbsolute(path)) return resolve(path)
  try {
    return resolve(process.cwd(), path)
  } catch {
    return undefined
  }
}

/**
 * The deadline of one tool call. The timer and its signal are made on first
 * use, before the call's first lookup or read that can wait: a call answered
 * from the caches alone costs no timer. What runs before that is bounded
 * synchronous work (extracting at most {@link MAX_PATHS_PER_CALL} paths,
 * cache look-ups), so the timer starts as good as at the call's start.
 */
class CallDeadline {
  readonly #ms: number
  #controller: AbortController | undefined
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(ms: number) {
    this.#ms = ms
  }

  /** The call's signal, aborted once the deadline passes; starts the timer on first use. */
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      const controller = new AbortController()
      this.#controller = controller
      // Every pending lookup and read of the call listens once: many at once is by design, not a leak.
      setMaxListeners(0, controller.signal)
      this.#timer = setTimeout(() => controller.abort(), this.#ms)
    }
    return this.#controller.signal
  }

  /** Whether the deadline passed (never, when nothing had to wait). */
  get aborted(): boolean {
    return this.#controller?.signal.aborted ?? false
  }

  dispose(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer)
  }
}

/** `promise`'s value, or `undefined` once `signal` aborts first (a rejection is `undefined` too). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  const safe = promise.catch(() => undefined)
  if (signal.aborted) return Promise.resolve(undefined)
  let onAbort: (() => void) | undefined
  const aborted = new Promise<undefined>((resolve) => {
    onAbort = () => resolve(undefined)
    signal.addEventListener('abort', onAbort, { once: true })
  })
  return Promise.race([safe, aborted]).finally(() => {
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort)
  })
}

/** A short description of any thrown value; never throws. */
function describeError(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error)
  } catch {
    return 'unknown error'
  }
}

function timedOut(error: unknown): boolean {
  try {
    return error !== null && typeof error === 'object' && 'code' in error && error.code === 'ETIMEDOUT'
  } catch {
    return false
  }
}

/** The session of a start whose file-system lookups timed out: off for this call, retried on the next. */
function startTimedOut(path: string): Session {
  return {
    ...OFF,
    retry: true,
    diagnostics: [
      {
        code: 'timeout',
        severity: 'warning',
        path,
        reason: 'Hints are off for this call: resolving the directory did not finish in time.',
        source: '@hermes/hints',
      },
    ],
  }
}

/** The hint names of the host's project file types, in priority order, each once (§5 step 3). */
function collectHintNames(host: Host): readonly string[] {
  const names: string[] = []
  for (const type of host.fileTypes) {
    if (type.role !== 'project') continue
    for (const name of type.hintNames ?? []) if (!names.includes(name)) names.push(name)
  }
  return names
}

/** A hint provider's session, with who registered it (for diagnostics). */
interface StartedProvider {
  readonly session: HintProviderSession
  readonly provider: string
  readonly plugin: string
}

/** How long one provider's `provide` may take for one call, in milliseconds (at least the read timeout). */
const PROVIDER_DEADLINE_MS = 10_000

/** Start the host's hint providers for one session; a provider whose `start` throws is left out. */
function startProviders(
  host: Host,
  workingDir: string,
  fs: FileSystem,
  readTimeoutMs: number | undefined,
  startupFileType: string | null | undefined,
): readonly StartedProvider[] {
  const sessions: StartedProvider[] = []
  for (const plugin of host.plugins ?? []) {
    const providers: unknown = plugin.hintProviders
    if (!Array.isArray(providers)) continue
    for (const provider of providers as unknown[]) {
      try {
        const session: unknown = (provider as { start: (c: unknown) => unknown }).start({
          workingDir,
          fs,
          ...(readTimeoutMs === undefined ? {} : { readTimeoutMs }),
          ...(startupFileType === undefined ? {} : { startupFileType }),
        })
        if (session && typeof (session as HintProviderSession).provide === 'function')
          sessions.push({
            session: session as HintProviderSession,
            provider: String((provider as { id?: unknown }).id),
            plugin: plugin.name,
          })
      } catch {
        // A provider that cannot start gives no hints; the tracker goes on.
      }
    }
  }
  return sessions
}

const TIMED_OUT: unique symbol = Symbol('timed out')

/**
 * Every provider's hints for one call, in provider order. A throw, a
 * rejection, a malformed answer or no answer within the deadline gives none,
 * with a `plugin-error` diagnostic naming the provider and its plugin; a late
 * answer is ignored.
 */
async function provide(
  sessions: readonly StartedProvider[],
  paths: readonly string[],
  diagnostics: Diagnostic[],
  readTimeoutMs: number,
  signal: AbortSignal,
): Promise<ProvidedHint[]> {
  const all: ProvidedHint[] = []
  const deadlineMs = Math.min(Math.max(PROVIDER_DEADLINE_MS, readTimeoutMs), 2_147_483_647)
  for (const { session, provider, plugin } of sessions) {
    // Past the call's overall deadline, the providers not asked yet give no hints for this call.
    if (signal.aborted) break
    const fail = (fault: string, what: string) =>
      diagnostics.push({
        code: 'plugin-error',
        severity: 'warning',
        path: paths[0] ?? '',
        reason: `Hint provider "${provider}" (plugin "${plugin}") ${what}; its hints for this call are skipped.`,
        source: '@hermes/hints',
        data: { plugin, hintProvider: provider, fault },
      })
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const pending = Promise.resolve(session.provide(paths))
      let onAbort: (() => void) | undefined
      const hints: unknown = await Promise.race([
        pending,
        new Promise<typeof TIMED_OUT>((resolve) => {
          timer = setTimeout(() => resolve(TIMED_OUT), deadlineMs)
          onAbort = () => resolve(TIMED_OUT)
          signal.addEventListener('abort', onAbort, { once: true })
        }),
      ]).finally(() => {
        if (onAbort !== undefined) signal.removeEventListener('abort', onAbort)
      })
      if (hints === TIMED_OUT) {
        pending.catch(() => undefined)
        fail(
          'timeout',
          signal.aborted ? "did not answer before the tool call's deadline" : `did not answer within ${deadlineMs} ms`,
        )
      } else if (Array.isArray(hints)) {
        for (const hint of hints as unknown[]) if (isProvidedHint(hint)) all.push(hint)
      } else fail('malformed', 'returned something other than an array')
    } catch (error) {
      fail('rejected', `failed (${describeError(error)})`)
    } finally {
      if (timer !== undefined) clearTimeout(timer)
    }
  }
  return all
}

function isProvidedHint(value: unknown): value is ProvidedHint {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return ['key', 'heading', 'label', 'path', 'text'].every((key) => typeof v[key] === 'string')
}

/** The file type that won at start-up, when the tracker was given start-up sections (§2). */
function startupFileType(options: HintTrackerOptions): string | null | undefined {
  const startup: unknown = options.startup
  if (!startup || typeof startup !== 'object' || !('sections' in startup)) return undefined
  const sections = (startup as { sections: unknown }).sections
  if (!Array.isArray(sections)) return undefined
  if (sections.length === 0) return null
  const type: unknown = (sections[0] as { fileType?: unknown } | null)?.fileType
  return typeof type === 'string' ? type : undefined
}
