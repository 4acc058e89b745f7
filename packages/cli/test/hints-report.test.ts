import type { HintReport } from '@hermes/hints'
import { describe, expect, it } from 'vitest'
import type { Printer } from '../src/io.js'
import { printReplay } from '../src/report/hints-report.js'

function capture(): { printer: Printer; lines: string[] } {
  const lines: string[] = []
  const identity = (text: string) => text
  const c = new Proxy({}, { get: () => identity }) as Printer['c']
  return { lines, printer: { c, line: (text = '') => void lines.push(text), write: (text) => void lines.push(text) } }
}

const report = (diagnostics: HintReport['diagnostics']): HintReport =>
  ({ active: true, paths: ['/repo/src/a.ts'], directories: [], diagnostics, text: undefined }) as unknown as HintReport

describe('hints replay: why a call appended nothing', () => {
  const call = { tool: 'read_file', args: { path: 'src/a.ts' }, line: 1 }

  it('a call whose deadline ran out says so, not "no new directory"', () => {
    const { printer, lines } = capture()
    const timeout = {
      code: 'timeout',
      severity: 'warning',
      path: '/repo/src',
      reason: 'Hints of this call stopped: resolving a path did not finish in time.',
      source: '@hermes/hints',
    } as const
    printReplay([{ call, report: report([timeout]), origins: new Map() }], '/repo', printer)
    expect(lines).toContain('   skipped src: Hints of this call stopped: resolving a path did not finish in time.')
    expect(lines).toContain(
      '   → appends nothing: the call ran out of time before a hint was found (see skipped above)',
    )
  })

  it('a call with nothing new and no timeout keeps the "no new directory" reason', () => {
    const { printer, lines } = capture()
    printReplay([{ call, report: report([]), origins: new Map() }], '/repo', printer)
    expect(lines).toContain(
      '   → appends nothing: no new directory: already examined, not on disk, outside the working directory, or the working directory itself',
    )
  })
})
