import type { Finding } from '@hermes/core'
import type { Colors } from '../io.js'
import type { FilePosition } from './file-position.js'

/**
 * One finding as `path:line:column  severity  message  rule` (the format of
 * linters: editors and terminals make `path:line:column` clickable). The
 * rule column is the finding id, as in the BLOCKED line
 * (`invisible_unicode_U+200B`, `exfil_curl`).
 */
export function findingLine(path: string, finding: Finding, position: FilePosition, c: Colors): string {
  const severity = finding.severity === 'block' ? c.red('block') : c.yellow('warn ')
  return `${c.bold(`${path}:${position.line}:${position.column}`)}  ${severity}  ${finding.reason}  ${c.dim(finding.id)}`
}
