/**
 * The in-repository copy of the team's shared test cases (`test/cases/`).
 *
 *   pnpm cases:sync    copy ../shared/conformance and ../shared/scanner-cases
 *                      into test/cases/ (byte for byte; files gone upstream are removed)
 *   pnpm cases:check   fail when the copy differs from ../shared (skipped, with a
 *                      note, when ../shared is not beside the repository), and
 *                      when a scanner case no longer matches its SHA256SUMS
 *
 * The copy is what the tests read, so a fresh clone without ../shared tests
 * the same cases. Never edit the copy by hand: edit upstream, then sync.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const shared = process.env['HERMES_SHARED_DIR'] ?? resolve(repo, '../shared')
/** Folders copied: name under ../shared → name under test/cases. */
const FOLDERS = ['conformance', 'scanner-cases'] as const

/** Every regular file below `dir`, as sorted `/`-separated relative paths. */
function listFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) out.push(relative(dir, path).split('\\').join('/'))
    }
  }
  if (existsSync(dir)) walk(dir)
  return out.sort()
}

/** Differences between `from` (upstream) and `to` (the copy). */
function compare(from: string, to: string): { added: string[]; removed: string[]; changed: string[] } {
  const upstream = listFiles(from)
  const copy = new Set(listFiles(to))
  const added = upstream.filter((file) => !copy.has(file))
  const removed = [...copy].filter((file) => !upstream.includes(file))
  const changed = upstream.filter(
    (file) => copy.has(file) && !readFileSync(join(from, file)).equals(readFileSync(join(to, file))),
  )
  return { added, removed, changed }
}

/** Files of `dir` whose bytes do not match `dir/SHA256SUMS`, and case files it does not list. */
function checksumProblems(dir: string): string[] {
  const sums = join(dir, 'SHA256SUMS')
  if (!existsSync(sums)) return [`${relative(repo, sums)} is missing`]
  const listed = new Map<string, string>()
  for (const line of readFileSync(sums, 'utf8').split('\n')) {
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line)
    if (match) listed.set(match[2] as string, match[1] as string)
  }
  const problems: string[] = []
  for (const [file, hash] of listed) {
    const path = join(dir, file)
    if (!existsSync(path)) problems.push(`${file}: listed in SHA256SUMS but missing`)
    else if (createHash('sha256').update(readFileSync(path)).digest('hex') !== hash)
      problems.push(`${file}: bytes differ from SHA256SUMS (reformatted or converted line endings?)`)
  }
  for (const file of listFiles(dir))
    if (/^(attacks|benign)\//.test(file) && !listed.has(file)) problems.push(`${file}: not listed in SHA256SUMS`)
  if (listed.size === 0) problems.push('SHA256SUMS lists no files')
  return problems
}

function sync(): number {
  let status = 0
  for (const name of FOLDERS) {
    const from = join(shared, name)
    const to = join(repo, 'test/cases', name)
    if (!existsSync(from) || !statSync(from).isDirectory()) {
      console.error(`cases:sync: ${from} not found; nothing to copy from`)
      status = 1
      continue
    }
    const { added, removed, changed } = compare(from, to)
    for (const file of removed) rmSync(join(to, file))
    for (const file of [...added, ...changed]) {
      // Written afresh (not copyFile): the copy is writable whatever upstream's mode.
      mkdirSync(dirname(join(to, file)), { recursive: true })
      rmSync(join(to, file), { force: true })
      writeFileSync(join(to, file), readFileSync(join(from, file)))
    }
    console.log(`test/cases/${name}: ${added.length} added, ${changed.length} changed, ${removed.length} removed`)
  }
  const problems = checksumProblems(join(repo, 'test/cases/scanner-cases'))
  for (const problem of problems) console.error(`test/cases/scanner-cases/${problem}`)
  return problems.length > 0 ? 1 : status
}

function check(): number {
  let status = 0
  for (const name of FOLDERS) {
    const from = join(shared, name)
    const to = join(repo, 'test/cases', name)
    if (listFiles(to).length === 0) {
      console.error(`cases:check: test/cases/${name} is missing or empty; run \`pnpm cases:sync\` beside ../shared`)
      status = 1
      continue
    }
    if (!existsSync(from)) {
      console.log(`cases:check: ${from} not found; test/cases/${name} not compared (the copy is used as is)`)
      continue
    }
    const { added, removed, changed } = compare(from, to)
    if (added.length + removed.length + changed.length === 0) {
      console.log(`cases:check: test/cases/${name} is current with ${from}`)
      continue
    }
    status = 1
    console.error(`cases:check: test/cases/${name} is out of date with ${from}:`)
    for (const [what, files] of [
      ['new upstream', added],
      ['changed upstream', changed],
      ['removed upstream', removed],
    ] as const)
      for (const file of files.slice(0, 20)) console.error(`  ${what}: ${file}`)
    console.error('Run `pnpm cases:sync` and commit test/cases/.')
  }
  const problems = checksumProblems(join(repo, 'test/cases/scanner-cases'))
  for (const problem of problems) console.error(`cases:check: test/cases/scanner-cases/${problem}`)
  return problems.length > 0 ? 1 : status
}

const command = process.argv[2]
if (command === 'sync') process.exitCode = sync()
else if (command === 'check') process.exitCode = check()
else {
  console.error('usage: node --import tsx scripts/cases.ts sync|check')
  process.exitCode = 2
}
