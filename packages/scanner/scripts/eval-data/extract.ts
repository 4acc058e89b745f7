/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction */
/**
 * Extracting one payload from a source file of a public benchmark by its item
 * locator (the `item` column of `eval/attacks.tsv`), optionally followed by
 * `;{placeholder}=>value` fills for template payloads.
 */
import { parse as parseYaml } from 'yaml'

/** Follow an RFC 6901 JSON pointer. */
export function pointer(value: unknown, ptr: string): unknown {
  if (ptr === '') return value
  let current = value
  for (const raw of ptr.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(current)) current = current[Number(key)]
    else if (current !== null && typeof current === 'object') current = (current as Record<string, unknown>)[key]
    else throw new Error(`pointer ${ptr} does not resolve`)
  }
  return current
}

/** Parse RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** Extract one payload from a source file's text by its item locator. */
export function extractPayload(text: string, locator: string): string {
  // `<locator>;{placeholder}=>value;…` fills a template's placeholders with values listed by the same source
  const [item = '', ...fills] = locator.split(';')
  let value: unknown
  if (item === 'file') value = text
  else if (item.startsWith('line:')) value = text.split('\n')[Number(item.slice(5)) - 1]
  else if (item.startsWith('lines:')) {
    const [a, b] = item.slice(6).split('-').map(Number) as [number, number]
    value = text
      .split('\n')
      .slice(a - 1, b)
      .join('\n')
  } else if (item.startsWith('json:')) value = pointer(JSON.parse(text), item.slice(5))
  else if (item.startsWith('jsonl:')) {
    const [, line, ptr] = /^jsonl:(\d+):(.*)$/.exec(item) ?? []
    value = pointer(JSON.parse(text.split('\n')[Number(line) - 1] ?? 'null'), ptr ?? '')
  } else if (item.startsWith('yaml:')) value = pointer(parseYaml(text), item.slice(5))
  else if (item.startsWith('jsstring:')) {
    // a one-line double-quoted JavaScript string literal (JSON-compatible escapes), optionally followed by a comma
    const line = (text.split('\n')[Number(item.slice(9)) - 1] ?? '').trim().replace(/,$/, '')
    value = JSON.parse(line)
  } else if (item.startsWith('jsprop:')) {
    // lang: a one-line object property whose value is a double-quoted string literal (`key: "…",`)
    const line = (text.split('\n')[Number(item.slice(7)) - 1] ?? '').trim().replace(/,$/, '')
    const literal = /^[\w$]+\s*:\s*(".*")$/.exec(line)?.[1]
    value = literal === undefined ? undefined : JSON.parse(literal)
  } else if (item.startsWith('code:')) {
    // the first inline code span on a line (Markdown table cell)
    value = /`([^`]+)`/.exec(text.split('\n')[Number(item.slice(5)) - 1] ?? '')?.[1]
  } else if (item.startsWith('csv:')) {
    const [, row, column] = /^csv:(\d+):(.+)$/.exec(item) ?? []
    const [header, ...records] = parseCsv(text)
    value = records[Number(row) - 1]?.[header?.indexOf(column ?? '') ?? -1]
  } else throw new Error(`unknown item locator ${item}`)
  if (typeof value !== 'string') throw new Error(`item ${item} is not a string`)
  for (const fill of fills) {
    const at = fill.indexOf('=>')
    value = (value as string).split(fill.slice(0, at)).join(fill.slice(at + 2))
  }
  return (value as string).replace(/\r\n?/g, '\n').trim()
}
