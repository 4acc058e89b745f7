import { promises as fsp } from 'node:fs'
import { decodeUtf8Strict } from '@hermes/core'
import { UsageError } from './usage-error.js'

/** One tool call of a transcript. */
export interface ToolCall {
  /** 1-based line of the transcript it came from. */
  readonly line: number
  /** The tool's name (`read_file`, `terminal`, `patch`…). */
  readonly tool: string
  /** The tool's arguments (`{}` when the line has none). */
  readonly args: Readonly<Record<string, unknown>>
}

/** A transcript line that is not a tool call: reported, then skipped. */
export interface TranscriptProblem {
  /** 1-based line. */
  readonly line: number
  /** Why it was skipped. */
  readonly reason: string
}

/** A parsed transcript. */
export interface Transcript {
  readonly calls: readonly ToolCall[]
  readonly problems: readonly TranscriptProblem[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * Parse a JSON Lines transcript: one `{"tool": "…", "args": {…}}` per line.
 * Blank lines are ignored; a line that is not JSON, not an object, has no
 * non-empty string `tool` or has `args` that is not an object is a
 * {@link TranscriptProblem}. Never throws.
 */
export function parseTranscript(text: string): Transcript {
  const calls: ToolCall[] = []
  const problems: TranscriptProblem[] = []
  const lines = text.split(/\r\n|\n|\r/)
  lines.forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch (error) {
      problems.push({ line, reason: `not valid JSON (${(error as Error).message})` })
      return
    }
    if (!isRecord(value)) return void problems.push({ line, reason: 'not a JSON object' })
    const { tool, args } = value
    if (typeof tool !== 'string' || tool.trim() === '')
      return void problems.push({ line, reason: '"tool" must be a non-empty string' })
    if (args !== undefined && !isRecord(args))
      return void problems.push({ line, reason: '"args" must be a JSON object' })
    calls.push({ line, tool, args: args ?? {} })
  })
  return { calls, problems }
}

/** The largest transcript read (a transcript of 100,000 calls is about 6 MiB). */
export const MAX_TRANSCRIPT_BYTES = 128 * 1024 * 1024

function size(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`
}

/**
 * Read at most `maxBytes` + 1 bytes, in chunks (a device such as `/dev/zero`
 * or a pipe has no size to check first).
 */
async function readBounded(path: string, shown: string, maxBytes: number): Promise<Uint8Array> {
  const handle = await fsp.open(path, 'r')
  try {
    const chunks: Buffer[] = []
    let total = 0
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, maxBytes + 1 - total))
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null)
      if (bytesRead === 0) break
      chunks.push(chunk.subarray(0, bytesRead))
      total += bytesRead
      if (total > maxBytes) throw new UsageError(`--calls: "${shown}" is larger than ${size(maxBytes)}`)
    }
    return Buffer.concat(chunks, total)
  } finally {
    await handle.close()
  }
}

/**
 * Read and parse a transcript file (at most {@link MAX_TRANSCRIPT_BYTES}).
 *
 * @throws UsageError when the file cannot be read, is too large or is not UTF-8
 */
export async function readTranscript(
  path: string,
  shown: string,
  maxBytes: number = MAX_TRANSCRIPT_BYTES,
): Promise<Transcript> {
  let bytes: Uint8Array
  try {
    bytes = await readBounded(path, shown, maxBytes)
  } catch (error) {
    if (error instanceof UsageError) throw error
    throw new UsageError(`--calls: cannot read "${shown}" (${(error as { code?: string }).code ?? 'error'})`)
  }
  const text = decodeUtf8Strict(bytes)
  if (text === undefined) throw new UsageError(`--calls: "${shown}" is not UTF-8 text`)
  return parseTranscript(text.replace(/^\uFEFF/, ''))
}
