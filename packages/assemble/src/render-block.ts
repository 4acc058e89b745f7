import { codePointLength, type Diagnostic, type DiscoveredFile, type DiscoveredFiles } from '@hermes/core'
import type { Scanner } from '@hermes/scanner'
import { truncateSection, type Truncation } from '@hermes/truncate'
import type { Finding, ProjectSection, SectionStatus } from './project-context.js'

const SOURCE = '@hermes/assemble'

/** One file after scanning (§6). */
export interface ScannedFile {
  /** The body to render: the text to load, or the BLOCKED line. */
  readonly body: string
  readonly blocked: boolean
  readonly findings: readonly Finding[]
}

/** Scan one discovered file; report a `plugin-error` diagnostic per failed rule and a `blocked` one when the scanner blocks it (§4 step 3). */
export function scanFile(scanner: Scanner, file: DiscoveredFile, report: (d: Diagnostic) => void): ScannedFile {
  const result = scanner.scan(file.text, { label: file.label })
  for (const fault of result.faults)
    report({
      code: 'plugin-error',
      severity: 'error',
      path: file.path,
      reason: `${fault.reason}.`,
      source: SOURCE,
      data: { label: file.label, plugin: fault.plugin, rule: fault.ruleId, fault: fault.kind },
    })
  if (!result.blocked) return { body: result.text, blocked: false, findings: result.findings }
  report({
    code: 'blocked',
    severity: 'warning',
    path: file.path,
    reason: `Blocked by the scanner (${result.ids.join(', ')}): its section holds only the BLOCKED line.`,
    source: SOURCE,
    data: { label: file.label, ids: result.ids },
  })
  return { body: result.blockedLine ?? '', blocked: true, findings: result.findings }
}

/** Report a truncation as a diagnostic (§7: "every truncation is also reported"). */
function reportTruncation(truncation: Truncation, path: string, report: (d: Diagnostic) => void): void {
  report({
    code: 'truncated',
    severity: 'warning',
    path,
    reason: `${truncation.name} was truncated: kept ${truncation.head}+${truncation.tail} of ${truncation.length} characters (limit ${truncation.limit}).`,
    source: SOURCE,
    data: {
      name: truncation.name,
      length: truncation.length,
      limit: truncation.limit,
      head: truncation.head,
      tail: truncation.tail,
    },
  })
}

/**
 * Truncate `text` (§7); when it was cut, record the truncation in
 * `truncations` and report it as a diagnostic.
 */
export function truncateAndRecord(
  text: string,
  options: { readonly limit: number; readonly name: string; readonly path: string },
  truncations: Truncation[],
  report: (d: Diagnostic) => void,
): Truncation {
  const result = truncateSection(text, options)
  if (result.truncated) {
    truncations.push(result)
    reportTruncation(result, options.path, report)
  }
  return result
}

/** The rendered project block of the winning file type. */
export interface RenderedBlock {
  readonly text: string
  readonly sections: ProjectSection[]
  readonly truncations: Truncation[]
}

/**
 * Render a project file type's files (§4 steps 3–4, §3, §2): scan each file,
 * render `"## " + label + "\n\n" + body`, truncate it on its own when it has a
 * truncation name, add the section suffix, join with the separator, and
 * truncate the whole again when the type asks for a group truncation.
 */
export function renderBlock(
  fileType: string,
  found: DiscoveredFiles,
  files: readonly DiscoveredFile[],
  scanner: Scanner,
  limit: number,
  groupPath: string,
  report: (d: Diagnostic) => void,
): RenderedBlock {
  const suffix = found.sectionSuffix ?? ''
  const separator = found.separator ?? '\n\n'
  const parts: string[] = []
  const sections: ProjectSection[] = []
  const truncations: Truncation[] = []
  for (const file of files) {
    const scanned = scanFile(scanner, file, report)
    const section = `## ${file.label}\n\n${scanned.body}`
    let rendered = section
    let truncation: Truncation | undefined
    if (file.truncateName !== null) {
      const result = truncateAndRecord(
        section,
        { limit, name: file.truncateName, path: file.path },
        truncations,
        report,
      )
      if (result.truncated) truncation = result
      rendered = result.text
    }
    parts.push(rendered + suffix)
    const status: SectionStatus = scanned.blocked ? 'blocked' : truncation ? 'truncated' : 'loaded'
    sections.push({
      fileType,
      label: file.label,
      path: file.path,
      realPath: file.realPath,
      readText: file.readText,
      status,
      findings: scanned.findings,
      length: codePointLength(section),
      ...(truncation ? { truncation } : {}),
      ...(file.meta === undefined ? {} : { meta: file.meta }),
    })
  }
  let text = parts.join(separator)
  const group = found.group
  if (group && files.length >= group.minFiles) {
    const result = truncateAndRecord(text, { limit, name: group.name, path: groupPath }, truncations, report)
    if (result.truncated) markCut(sections, parts, separator, result)
    text = result.text
  }
  return { text, sections, truncations }
}

/** Mark as `truncated` each loaded section that the group truncation did not keep whole (in its head or tail). */
function markCut(sections: ProjectSection[], parts: readonly string[], separator: string, cut: Truncation): void {
  const separatorLength = codePointLength(separator)
  let start = 0
  parts.forEach((part, index) => {
    const end = start + codePointLength(part)
    const whole = end <= cut.head || start >= cut.length - cut.tail
    const section = sections[index]
    if (section && !whole && section.status === 'loaded') sections[index] = { ...section, status: 'truncated' }
    start = end + separatorLength
  })
}
