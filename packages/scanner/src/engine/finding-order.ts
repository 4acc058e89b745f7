const INVISIBLE_ID = /^invisible_unicode_U\+([0-9A-F]{4,6})$/

/** What the ordering needs of a finding. */
interface Orderable {
  readonly id: string
  readonly offset: number
}

/**
 * Sort findings into BLOCKED-line order (§6): invisible-character ids
 * (`invisible_unicode_U+XXXX`) first, ascending by code point; then by the
 * reporting rule's position in the preset; one rule's findings by offset.
 *
 * @param findings - findings with the preset index of their rule
 * @returns a new sorted array
 */
export function sortFindings<T extends Orderable>(findings: readonly { finding: T; ruleIndex: number }[]): T[] {
  const keyed = findings.map(({ finding, ruleIndex }) => {
    const invisible = INVISIBLE_ID.exec(finding.id)
    return { finding, ruleIndex, codePoint: invisible ? Number.parseInt(invisible[1] ?? '', 16) : -1 }
  })
  keyed.sort((a, b) => {
    const aInvisible = a.codePoint >= 0
    const bInvisible = b.codePoint >= 0
    if (aInvisible !== bInvisible) return aInvisible ? -1 : 1
    if (aInvisible && a.codePoint !== b.codePoint) return a.codePoint - b.codePoint
    return a.ruleIndex - b.ruleIndex || a.finding.offset - b.finding.offset
  })
  return keyed.map((entry) => entry.finding)
}

/** Ids of sorted findings, each once, first occurrence first. */
export function uniqueIds(findings: readonly Orderable[]): string[] {
  const seen = new Set<string>()
  for (const finding of findings) seen.add(finding.id)
  return [...seen]
}
