import type { Host } from '@hermes/core'
import type { RuleSettings } from '@hermes/core'
import { createHintTracker, type HintReport, type StartupInput } from '@hermes/hints'
import { textOrigin, type TextOrigin } from './report/file-position.js'
import type { ToolCall } from './transcript.js'

/** One replayed tool call and what the hint tracker made of it. */
export interface ReplayedCall {
  /** The call, as read from the transcript. */
  readonly call: ToolCall
  /** The tracker's detailed report; `report.text` is the exact text appended to the tool result. */
  readonly report: HintReport
  /** Where the scanned text of each hint file with findings starts in the file, by absolute path. */
  readonly origins: ReadonlyMap<string, TextOrigin>
}

/** Options of {@link replayCalls}. */
export interface ReplayOptions {
  readonly workingDir: string
  readonly host: Host
  readonly preset: string
  /** Rule settings applied on top of the preset. */
  readonly rules: RuleSettings
  /** What start-up sent, for de-duplication (§5 step 3). */
  readonly startup?: StartupInput
  /** Limit of one hint in characters; default 8,000. */
  readonly maxChars?: number
  /** Milliseconds before one file-system call is abandoned; default 5,000. */
  readonly readTimeoutMs?: number
}

/**
 * Feed tool calls, in order, to one hint tracker (one session, §5) and
 * collect what each call would append.
 */
export async function replayCalls(calls: readonly ToolCall[], options: ReplayOptions): Promise<ReplayedCall[]> {
  const tracker = createHintTracker({
    workingDir: options.workingDir,
    host: options.host,
    scanner: { preset: options.preset, rules: options.rules },
    ...(options.readTimeoutMs === undefined ? {} : { readTimeoutMs: options.readTimeoutMs }),
    ...(options.startup === undefined ? {} : { startup: options.startup }),
    ...(options.maxChars === undefined ? {} : { maxChars: options.maxChars }),
  })
  const replayed: ReplayedCall[] = []
  for (const call of calls) {
    const report = await tracker.checkToolCallDetailed(call.tool, call.args)
    const origins = new Map<string, TextOrigin>()
    for (const directory of report.directories)
      if (directory.file && directory.findings?.length)
        origins.set(directory.file.path, await textOrigin(directory.file.path))
    replayed.push({ call, report, origins })
  }
  return replayed
}
