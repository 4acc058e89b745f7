import type { Finding } from '@hermes/core'
import type { Colors } from '../io.js'
import type { FilePosition } from './file-position.js'
import { visible } from './text.js'

/**
 * One finding as `path:line:column  severity  message  rule` (the format of
 * linters: editors and terminals make `path:line:column` clickable). The
 * rule column is the finding id, as in the BLOCKED line
 * (`invisible_unicode_U+200B`, `exfil_curl`). Path, message and rule are
 * shown with {@link visible}: one finding is always one line.
 */
export function findingLine(path: string, finding: Finding, position: FilePosition, c: Colors): string {
  const severity = finding.severity === 'block' ? c.red('block') : c.yellow('warn ')
  return `${c.bold(`${visible(path)}:${position.line}:${position.column}`)}  ${severity}  ${visible(finding.reason)}  ${c.dim(visible(finding.id))}`
}
