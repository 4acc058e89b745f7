import { HermesError, type FileSystem, type Host, type ScannerSettings } from '@hermes/core'
import { assertLimit } from '@hermes/truncate'

/**
 * What start-up already sent (§5 step 3), for de-duplication: either the
 * result of `buildProjectContext()` (its sections' `readText`: the texts as
 * read and §4.1-normalised, before front-matter removal) or the texts
 * themselves.
 */
export type StartupInput =
  | { readonly sections: readonly { readonly readText: string; readonly fileType?: string }[] }
  | { readonly texts: readonly string[] }

/** Options of `createHintTracker`. */
export interface HintTrackerOptions {
  /** The session's working directory (absolute, or relative to `process.cwd()`). */
  readonly workingDir: string
  /** The plugin host: its project file types' `hintNames` (in priority order) are the names tried, its `hintExtractors` read the tool calls, its presets scan. */
  readonly host: Host
  /** What start-up sent; without it the tracker seeds itself with the working directory's own first usable hint file. */
  readonly startup?: StartupInput
  /**
   * Scanner settings (§6): `{ preset?, rules? }` — the preset id (default the
   * host's default preset) and per-rule settings on top of it, as for
   * `buildProjectContext`. Pass the same settings to both. Only the caller
   * decides these: nothing is read from the repository.
   */
  readonly scanner?: ScannerSettings
  /** Scanner preset id; same as `scanner.preset` (give one or the other). */
  readonly preset?: string
  /** Limit of one hint's body, in characters (Unicode code points); integer ≥ 1; default 8,000 (§5 step 5). */
  readonly maxChars?: number
  /** File system (default `nodeFileSystem`). */
  readonly fs?: FileSystem
  /** `false` turns the tracker off (the host disabled project context); default `true`. */
  readonly enabled?: boolean
  /**
   * Milliseconds before one file read, or one of the tracker's own lookups
   * (`realpath`, `stat`, `/etc/passwd`), is abandoned (default: the reader's
   * 5,000). A lookup that times out ends that call's walk with a `timeout`
   * diagnostic; values above 2³¹ − 1 (`Infinity` too) are clamped to it.
   */
  readonly readTimeoutMs?: number
  /**
   * Milliseconds one tool call may take, all lookups and reads together
   * (default 5,000, `DEFAULT_HINT_DEADLINE_MS`). When it passes, pending and
   * later file-system work of that call gives up at once, the hints found so
   * far are returned, and a `timeout` diagnostic (`data.deadlineMs`) says so.
   * Values above 2³¹ − 1 (`Infinity` too) are clamped to it.
   */
  readonly deadlineMs?: number
}

/** The {@link FileSystem} methods the tracker calls. */
const FS_METHODS = ['lstat', 'stat', 'realpath', 'readFile', 'homedir'] as const

function invalid(option: string, message: string, value: unknown): never {
  throw new HermesError('INVALID_OPTION', `createHintTracker: option "${option}" ${message}`, { option, value })
}

/**
 * Check the options of `createHintTracker`.
 *
 * @returns the start-up texts (possibly empty) when `startup` is given, else `undefined`
 * @throws HermesError `INVALID_OPTION` naming the option
 */
export function validateOptions(options: HintTrackerOptions): readonly string[] | undefined {
  if (options === null || typeof options !== 'object') invalid('options', 'must be an object', options)
  const { workingDir, host, startup, preset, scanner, maxChars, fs, enabled, readTimeoutMs, deadlineMs } = options
  if (typeof workingDir !== 'string' || workingDir.trim() === '' || workingDir.includes('\0'))
    invalid('workingDir', 'must be a non-empty path string', workingDir)
  if (
    host === null ||
    typeof host !== 'object' ||
    !Array.isArray(host.fileTypes) ||
    !Array.isArray(host.hintExtractors) ||
    host.presets === null ||
    typeof host.presets !== 'object' ||
    typeof host.presets.size !== 'number'
  )
    invalid('host', 'must be a plugin host from createHost()', host)
  if (preset !== undefined && typeof preset !== 'string') invalid('preset', 'must be a preset id string', preset)
  if (scanner !== undefined) {
    if (scanner === null || typeof scanner !== 'object' || Array.isArray(scanner))
      invalid('scanner', 'must be an object { preset?, rules? }', scanner)
    if (scanner.preset !== undefined && typeof scanner.preset !== 'string')
      invalid('scanner.preset', 'must be a preset id string', scanner.preset)
    if (scanner.preset !== undefined && preset !== undefined && scanner.preset !== preset)
      invalid('preset', 'must equal scanner.preset when both are given', preset)
    if (
      scanner.rules !== undefined &&
      (scanner.rules === null || typeof scanner.rules !== 'object' || Array.isArray(scanner.rules))
    )
      invalid('scanner.rules', 'must be an object of rule id → setting', scanner.rules)
  }
  if (maxChars !== undefined) assertLimit(maxChars, 'maxChars')
  if (
    fs !== undefined &&
    (fs === null || typeof fs !== 'object' || FS_METHODS.some((m) => typeof fs[m] !== 'function'))
  )
    invalid('fs', `must implement FileSystem (${FS_METHODS.join(', ')})`, fs)
  if (enabled !== undefined && typeof enabled !== 'boolean') invalid('enabled', 'must be a boolean', enabled)
  if (readTimeoutMs !== undefined && !(typeof readTimeoutMs === 'number' && readTimeoutMs > 0))
    invalid('readTimeoutMs', 'must be a number of milliseconds > 0', readTimeoutMs)
  if (deadlineMs !== undefined && !(typeof deadlineMs === 'number' && deadlineMs > 0))
    invalid('deadlineMs', 'must be a number of milliseconds > 0', deadlineMs)
  if (startup === undefined) return undefined
  if (startup === null || typeof startup !== 'object') invalid('startup', 'must be { sections } or { texts }', startup)
  if ('texts' in startup) {
    if (!Array.isArray(startup.texts) || !startup.texts.every((text) => typeof text === 'string'))
      invalid('startup', '"texts" must be an array of strings', startup)
    return startup.texts
  }
  if ('sections' in startup && Array.isArray(startup.sections)) {
    const texts: string[] = []
    for (const section of startup.sections) {
      const text: unknown = section?.readText
      if (typeof text !== 'string') invalid('startup', 'every section needs a string "readText"', startup)
      texts.push(text)
    }
    return texts
  }
  return invalid('startup', 'must be { sections } or { texts }', startup)
}
