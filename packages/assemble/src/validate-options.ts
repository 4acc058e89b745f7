import { HermesError } from '@hermes/core'
import type { BuildProjectContextOptions } from './project-context.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute } = process.getBuiltinModule('node:path')

/** The largest delay `setTimeout` honours (Node turns larger ones, `Infinity` included, into 1 ms). */
export const MAX_TIMEOUT_MS = 2_147_483_647

/** A short description of any thrown value; never throws. */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error) return error.message || error.name
    return String(error)
  } catch {
    try {
      return Object.prototype.toString.call(error)
    } catch {
      return 'unknown error'
    }
  }
}

function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : describeError(value)
}

function invalid(option: string, expected: string, value: unknown): never {
  throw new HermesError('INVALID_OPTION', `Option "${option}" must be ${expected}, got ${show(value)}`, {
    option,
    value,
  })
}

const FS_METHODS = ['lstat', 'stat', 'realpath', 'readdir', 'readFile', 'homedir'] as const

/**
 * Check the options of `buildProjectContext` (programmer and configuration
 * errors). Types are checked; numeric values of `maxChars` and
 * `contextLength` are not, since §7 gives every number a meaning.
 *
 * @throws HermesError `INVALID_OPTION` naming the option
 */
export function validateOptions(options: BuildProjectContextOptions): void {
  if (!options || typeof options !== 'object') invalid('options', 'an object', options)
  const {
    cwd,
    hermesHome,
    readTimeoutMs,
    deadlineMs,
    fileTypeTimeoutMs,
    contextLength,
    maxChars,
    soul,
    createDefaultSoul,
    preset,
    scanner,
    fs,
    host,
  } = options
  if (typeof cwd !== 'string' || cwd.length === 0 || cwd.includes('\0')) invalid('cwd', 'a non-empty string', cwd)
  if (
    hermesHome !== undefined &&
    (typeof hermesHome !== 'string' || !isAbsolute(hermesHome) || hermesHome.includes('\0'))
  )
    invalid('hermesHome', 'an absolute path', hermesHome)
  if (readTimeoutMs !== undefined && !(typeof readTimeoutMs === 'number' && readTimeoutMs > 0))
    invalid('readTimeoutMs', 'a positive number', readTimeoutMs)
  if (deadlineMs !== undefined && !(typeof deadlineMs === 'number' && deadlineMs > 0))
    invalid('deadlineMs', 'a positive number', deadlineMs)
  for (const [name, value] of [
    ['contextLength', contextLength],
    ['maxChars', maxChars],
  ] as const)
    if (value !== undefined && value !== null && typeof value !== 'number') invalid(name, 'a number (or null)', value)
  for (const [name, value] of [
    ['soul', soul],
    ['createDefaultSoul', createDefaultSoul],
  ] as const)
    if (value !== undefined && typeof value !== 'boolean') invalid(name, 'a boolean', value)
  if (fileTypeTimeoutMs !== undefined && !(typeof fileTypeTimeoutMs === 'number' && fileTypeTimeoutMs > 0))
    invalid('fileTypeTimeoutMs', 'a positive number', fileTypeTimeoutMs)
  if (preset !== undefined && typeof preset !== 'string') invalid('preset', 'a preset name', preset)
  if (scanner !== undefined) {
    if (!scanner || typeof scanner !== 'object' || Array.isArray(scanner))
      invalid('scanner', 'an object { preset?, rules? }', scanner)
    if (scanner.preset !== undefined && typeof scanner.preset !== 'string')
      invalid('scanner.preset', 'a preset name', scanner.preset)
    if (scanner.preset !== undefined && preset !== undefined && scanner.preset !== preset)
      invalid('preset', `the same as scanner.preset (${JSON.stringify(scanner.preset)}) when both are given`, preset)
    if (
      scanner.rules !== undefined &&
      (!scanner.rules || typeof scanner.rules !== 'object' || Array.isArray(scanner.rules))
    )
      invalid('scanner.rules', 'an object of rule id → setting', scanner.rules)
  }
  if (fs !== undefined) {
    const record = fs as unknown as Record<string, unknown> | null
    if (!record || typeof record !== 'object' || !FS_METHODS.every((m) => typeof record[m] === 'function'))
      invalid('fs', `a FileSystem (${FS_METHODS.join(', ')})`, fs)
  }
  if (host !== undefined) {
    const record = host as unknown as Record<string, unknown> | null
    if (!record || typeof record !== 'object' || !Array.isArray(record['fileTypes']))
      invalid('host', 'a Host from createHost() / createDefaultHost()', host)
  }
}
