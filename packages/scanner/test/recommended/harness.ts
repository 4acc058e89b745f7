import { expect } from 'vitest'
import { createHost, type HermesPlugin } from '@hermes/core'
import { createScanner, recommendedPlugin } from '../../src/index.js'
import { recommendedRules } from '../../src/recommended/index.js'

const onlyPlugin: HermesPlugin = {
  name: 'test/only-one-rule',
  presets: recommendedRules.map((rule) => ({
    id: `only:${rule.id}`,
    description: `only ${rule.id}`,
    rules: [rule.id],
  })),
}
const host = createHost({ plugins: [recommendedPlugin, onlyPlugin] })

/** Scan `text` with a preset holding only rule `id`. */
export function scanWithRule(id: string, text: string) {
  return createScanner({ host, preset: `only:${id}` }).scan(text, { label: 'AGENTS.md' })
}

/**
 * Verdict helpers for payloads placed in a realistic context file by `inFile`, scanned with the
 * `recommended` preset: each failure message lists the findings (severity, rule id, excerpt).
 */
export function fileVerdicts(inFile: (payload: string) => string) {
  const scanner = createScanner({ preset: 'recommended' })
  const scan = (text: string) => scanner.scan(text, { label: 'AGENTS.md' })
  const summary = (text: string) => JSON.stringify(scan(text).findings.map((f) => [f.severity, f.ruleId, f.excerpt]))
  const expectBlockedWhere = (payload: string, which: (finding: { ruleId: string; category: string }) => boolean) => {
    const file = inFile(payload)
    const result = scan(file)
    expect(result.blocked, summary(file)).toBe(true)
    expect(
      result.findings.some((f) => f.severity === 'block' && which(f)),
      summary(file),
    ).toBe(true)
  }
  return {
    scan,
    summary,
    /** The file is blocked with a `block` finding of rule `ruleId`. */
    expectBlockedByRule: (payload: string, ruleId: string) => expectBlockedWhere(payload, (f) => f.ruleId === ruleId),
    /** The file is blocked with a `block` finding of category `category`. */
    expectBlockedInCategory: (payload: string, category: string) =>
      expectBlockedWhere(payload, (f) => f.category === category),
    /** The file passes: no finding at all. */
    expectPass: (payload: string) => expect(scan(inFile(payload)).verdict, summary(inFile(payload))).toBe('pass'),
  }
}

/** A realistic AGENTS.md with `sentence` as an item of its workflow list. */
export const inWorkflowList = (sentence: string) =>
  `# AGENTS.md\n\nThis is a TypeScript monorepo (pnpm, vitest).\n\n## Workflow\n\n- Run \`pnpm test\` before every commit.\n- ${sentence}\n- Keep pull requests small.\n`

/** `scan` and `summary` of a sentence placed in a file by `place` (default {@link inWorkflowList}). */
export function sentenceVerdicts(place: (sentence: string) => string = inWorkflowList) {
  const file = fileVerdicts(place)
  return {
    scan: (sentence: string) => file.scan(place(sentence)),
    summary: (sentence: string) => file.summary(place(sentence)),
  }
}

/**
 * Assertions on the `recommended` verdict of `place(text)` (default: the text itself), each failure message
 * listing the findings (severity, rule id, excerpt): `expectBlocked` (blocked, with a blocking finding of
 * `ruleId`), `expectBlockedBy` (a blocking finding of `ruleId`), `expectPass` (verdict `pass`), `expectWarn` (verdict `warn` with a warning of `ruleId`); also `scan` and
 * `summary` themselves.
 */
export function verdictAssertions(place: (text: string) => string = (text) => text) {
  const scanner = createScanner({ preset: 'recommended' })
  const scan = (text: string) => scanner.scan(place(text), { label: 'AGENTS.md' })
  const summary = (text: string) => JSON.stringify(scan(text).findings.map((f) => [f.severity, f.ruleId, f.excerpt]))
  const blocksBy = (text: string, ruleId: string) =>
    scan(text).findings.some((f) => f.severity === 'block' && f.ruleId === ruleId)
  return {
    scan,
    summary,
    expectBlocked(text: string, ruleId: string) {
      expect(scan(text).blocked, summary(text)).toBe(true)
      expect(blocksBy(text, ruleId), summary(text)).toBe(true)
    },
    expectBlockedBy(text: string, ruleId: string) {
      expect(blocksBy(text, ruleId), summary(text)).toBe(true)
    },
    expectPass(text: string) {
      expect(scan(text).verdict, summary(text)).toBe('pass')
    },
    /** Verdict `warn`, with a warning of `ruleId`. */
    expectWarn(text: string, ruleId: string) {
      const result = scan(text)
      expect(result.verdict, summary(text)).toBe('warn')
      expect(
        result.findings.some((f) => f.ruleId === ruleId && f.severity === 'warn'),
        summary(text),
      ).toBe(true)
    },
  }
}
