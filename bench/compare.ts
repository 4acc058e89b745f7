/**
 * `pnpm bench:compare` (issue 11): our side of every row of the comparison
 * table with the original Python implementation, plus the `node -e 0`
 * baseline, in one run; then the import cost of each built package against
 * its budget. Paired: the workloads of a row alternate sample by sample, so a
 * load spike hits both. Medians with the 25th–75th percentile as spread, CPU
 * and wall. Writes the table into the root README between the
 * `<!-- bench:compare:start -->` / `<!-- bench:compare:end -->` markers
 * (`--no-write` only prints it; `--only=build,hints` runs only the rows
 * named and never writes). The build and hints rows are measured twice: with
 * the same files every time (the host's scan cache answers) and with every
 * file new (its text changed, untimed, before each run). Runs the built
 * packages (`dist/`): the `pnpm bench:compare` script builds first. Never
 * part of `pnpm test`.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ordinaryMarkdown } from '../packages/scanner/bench/ordinary-markdown.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = new Set(process.argv.slice(2))
const quick = args.has('--quick')
/** `--only=build,hints` runs only those rows (`scan`, `build`, `hints`, `cli`, `memory`, `imports`) and never writes. */
const only = [...args]
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const want = (row: string) => only === undefined || only.includes(row)
const write = !args.has('--no-write') && only === undefined
const dist = (pkg: string) => join(root, 'packages', pkg, 'dist/index.js')

// ---------------------------------------------------------------- statistics
interface Sample {
  readonly wall: number // ms
  readonly cpu: number // ms
}
interface Stats {
  readonly wall: readonly [number, number, number] // p25, median, p75
  readonly cpu: readonly [number, number, number]
  readonly n: number
}
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
const triple = (values: number[]): [number, number, number] => {
  const sorted = [...values].sort((a, b) => a - b)
  return [quantile(sorted, 0.25), quantile(sorted, 0.5), quantile(sorted, 0.75)]
}
const stats = (samples: readonly Sample[]): Stats => ({
  wall: triple(samples.map((s) => s.wall)),
  cpu: triple(samples.map((s) => s.cpu)),
  n: samples.length,
})

/** A duration in ms, printed with a unit that fits. */
function time(ms: number): string {
  if (!Number.isFinite(ms)) return '–'
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  if (ms >= 10) return `${ms.toFixed(0)} ms`
  if (ms >= 0.1) return `${ms.toFixed(2)} ms`
  return `${(ms * 1000).toFixed(1)} µs`
}
const spread = (t: readonly [number, number, number]) => `${time(t[1])} (${time(t[0])}–${time(t[2])})`

/** A workload: a function, or a function with an untimed `before` step run ahead of each call. */
type Workload = (() => unknown) | { readonly before: () => unknown; readonly run: () => unknown }

/**
 * Run the workloads alternately, `samples` times each; one sample is `inner`
 * calls, reported per call (a workload's `before` step is not timed).
 */
async function paired(
  workloads: Record<string, Workload>,
  { samples, inner = 1, warmup = 5 }: { samples: number; inner?: number; warmup?: number },
): Promise<Record<string, Stats>> {
  const names = Object.keys(workloads)
  const results: Record<string, Sample[]> = Object.fromEntries(names.map((name) => [name, []]))
  const call = async (workload: Workload) => {
    if (typeof workload === 'function') return void (await workload())
    await workload.before()
    await workload.run()
  }
  for (let i = 0; i < warmup; i++) for (const name of names) await call(workloads[name]!)
  for (let s = 0; s < samples; s++) {
    const order = s % 2 === 0 ? names : [...names].reverse()
    for (const name of order) {
      const workload = workloads[name]!
      let wall = 0
      let cpu = 0
      if (typeof workload === 'function') {
        const cpu0 = process.cpuUsage()
        const t0 = performance.now()
        for (let i = 0; i < inner; i++) await workload()
        wall = performance.now() - t0
        const used = process.cpuUsage(cpu0)
        cpu = (used.user + used.system) / 1000
      } else
        for (let i = 0; i < inner; i++) {
          await workload.before()
          const cpu0 = process.cpuUsage()
          const t0 = performance.now()
          await workload.run()
          wall += performance.now() - t0
          const used = process.cpuUsage(cpu0)
          cpu += (used.user + used.system) / 1000
        }
      results[name]!.push({ wall: wall / inner, cpu: cpu / inner })
    }
  }
  return Object.fromEntries(names.map((name) => [name, stats(results[name]!)]))
}

/** CPU time (ms) of this process's waited-for children, from /proc (Linux); NaN elsewhere. */
function childrenCpu(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100 // USER_HZ is 100 on Linux
  } catch {
    return NaN
  }
}

/** Run commands alternately as whole processes: wall and CPU (user + system of the child). */
function pairedProcesses(
  commands: Record<string, readonly [string, ...string[]]>,
  samples: number,
): Record<string, Stats> {
  const names = Object.keys(commands)
  const results: Record<string, Sample[]> = Object.fromEntries(names.map((name) => [name, []]))
  const run = (name: string) => {
    const [command, ...rest] = commands[name]!
    const cpu0 = childrenCpu()
    const t0 = performance.now()
    // A private code-cache folder: other checkouts and agents sharing ~/.cache/hermes-context replace its cache file.
    const env = { ...process.env, NO_COLOR: '1', XDG_CACHE_HOME: cacheHome }
    const child = spawnSync(command, rest, { cwd: root, stdio: 'ignore', env })
    const wall = performance.now() - t0
    if (child.error || (child.status !== 0 && child.status !== 1))
      throw new Error(`${name}: ${child.error?.message ?? `exit code ${child.status}`}`)
    return { wall, cpu: childrenCpu() - cpu0 }
  }
  for (const name of names) run(name) // warm the file-system cache
  for (let s = 0; s < samples; s++) {
    const order = s % 2 === 0 ? names : [...names].reverse()
    for (const name of order) results[name]!.push(run(name))
  }
  return Object.fromEntries(names.map((name) => [name, stats(results[name]!)]))
}

/** Peak resident memory (MiB) of a Node process running `code` (an ES module). */
function peakMiB(code: string): number {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' })
  if (child.status !== 0) throw new Error(child.stderr)
  return Number(child.stdout.trim()) / 1024
}

// ------------------------------------------------------------------ fixtures
for (const pkg of ['core', 'discovery', 'scanner', 'assemble', 'hints'])
  if (!existsSync(dist(pkg)))
    throw new Error(`packages/${pkg} is not built: run \`pnpm build\` (or \`pnpm bench:compare\`)`)

type Scanner = { scan(text: string, options: { label: string }): unknown }
const { createScanner } = (await import(pathToFileURL(dist('scanner')).href)) as {
  createScanner(options: { preset: string }): Scanner
}
const { buildProjectContext, createDefaultHost } = (await import(pathToFileURL(dist('assemble')).href)) as {
  buildProjectContext(options: Record<string, unknown>): Promise<{ text: string }>
  createDefaultHost(): unknown
}
const { createHintTracker } = (await import(pathToFileURL(dist('hints')).href)) as {
  createHintTracker(options: Record<string, unknown>): { checkToolCall(tool: string, args: unknown): Promise<unknown> }
}

const base = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-compare-')))
const cacheHome = join(base, 'cache')
process.on('exit', () => rmSync(base, { recursive: true, force: true }))
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(base, path)), { recursive: true })
  writeFileSync(join(base, path), text)
}
const rule = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `- ${name} rule ${i + 1}: keep changes small, tested and documented.`).join(
    '\n',
  )
// The build row: the same workspace as packages/assemble/bench/build.bench.ts.
const chain = {
  'repo/AGENTS.md': `# Monorepo\n\n${rule('root', 120)}\n`,
  'repo/packages/web/AGENTS.md': `# Web\n\n${rule('web', 60)}\n`,
  'repo/packages/web/src/AGENTS.md': `# Src\n\n${rule('src', 20)}\n`,
  'home/SOUL.md': 'You are a calm, careful pair programmer.\n',
}
for (const [path, text] of Object.entries(chain)) put(path, text)
put('repo/packages/web/src/index.ts', 'export {}\n')
put('repo/CLAUDE.md', 'Claude rules (shadowed).\n')
mkdirSync(join(base, 'repo/.git'))
// The hints row: three directories with an AGENTS.md under a git root.
put('hints/.git/HEAD', 'ref: refs/heads/main\n')
const hintDirs = ['api', 'api/v2', 'web']
for (const dir of hintDirs) {
  put(`hints/${dir}/AGENTS.md`, `# ${dir}\n\n${rule(dir, 10)}\n`)
  put(`hints/${dir}/main.ts`, 'export {}\n')
}
const markdownFile = join(base, 'markdown-500k.md')
writeFileSync(markdownFile, ordinaryMarkdown(500_000))

const rows: Array<{ workload: string; original: string; ours: string; baseline: string; goal: string }> = []
const n = (full: number) => (quick ? Math.max(5, Math.round(full / 5)) : full)

// -------------------------------------------------------- row 1: hermes scan
if (want('scan')) {
  const scanner = createScanner({ preset: 'hermes' })
  const text = Buffer.from(ordinaryMarkdown(64_000), 'utf8').toString('utf8')
  const r = await paired({ scan: () => scanner.scan(text, { label: 'AGENTS.md' }) }, { samples: n(200), inner: 5 })
  rows.push({
    workload: '`hermes` preset, 64,000 chars of Markdown',
    original: '15.7 ms',
    ours: `${spread(r.scan!.cpu)} CPU · ${time(r.scan!.wall[1])} wall`,
    baseline: '',
    goal: 'keep (≥ 40×)',
  })
}

// -------------------------------------------------------------- row 2: build
if (want('build')) {
  const host = createDefaultHost()
  const options = {
    cwd: join(base, 'repo/packages/web/src'),
    host,
    hermesHome: join(base, 'home'),
    soul: true,
    contextLength: 200_000,
    createDefaultSoul: false,
  }
  const paths = Object.keys(chain).map((path) => join(base, path))
  // Every file new: the host's scan cache (keyed by the exact text) never answers. Untimed, before each build.
  let edition = 0
  const renew = () => {
    edition++
    for (const [path, text] of Object.entries(chain)) put(path, text.replace('\n', ` ${edition}\n`))
  }
  const r = await paired(
    {
      default: { before: renew, run: () => buildProjectContext(options) },
      cached: () => buildProjectContext(options),
      hermes: { before: renew, run: () => buildProjectContext({ ...options, preset: 'hermes' }) },
      readFileSync: () => {
        for (const path of paths) readFileSync(path, 'utf8')
      },
    },
    { samples: n(150), inner: 5, warmup: 20 },
  )
  const ratio = r.default!.cpu[1] / r.readFileSync!.cpu[1]
  rows.push({
    workload: 'build: 3-level `AGENTS.md` chain + `SOUL.md`',
    original: '5.9 ms',
    ours:
      `${spread(r.default!.cpu)} CPU default, every file new · ${spread(r.cached!.cpu)} CPU default, same files ` +
      `(scan cache) · ${spread(r.hermes!.cpu)} CPU \`hermes\`, every file new · ` +
      `${time(r.default!.wall[1])} / ${time(r.cached!.wall[1])} / ${time(r.hermes!.wall[1])} wall`,
    baseline: `${time(r.readFileSync!.cpu[1])} (4 × \`readFileSync\`; default, every file new = ${ratio.toFixed(0)}×)`,
    goal: '**≤ 0.7 ms** default preset (≤ 15× reading the 4 files with `readFileSync`)',
  })
}

// -------------------------------------------------------------- row 3: hints
if (want('hints')) {
  const host = createDefaultHost()
  const workingDir = join(base, 'hints')
  const calls: Array<[string, unknown]> = [
    ['read_file', { path: 'api/main.ts' }],
    ['read_file', { path: 'api/v2/main.ts' }],
    ['terminal', { command: 'cd web && ls' }],
    ['read_file', { path: 'api/main.ts' }],
  ]
  const warm = createHintTracker({ workingDir, host })
  for (const [tool, input] of calls) await warm.checkToolCall(tool, input)
  const fresh = async () => {
    const tracker = createHintTracker({ workingDir, host })
    for (const [tool, input] of calls) await tracker.checkToolCall(tool, input)
  }
  // Every file new: the host's scan cache (keyed by the exact text) never answers. Untimed, before each run.
  let edition = 0
  const renew = () => {
    edition++
    for (const dir of hintDirs) put(`hints/${dir}/AGENTS.md`, `# ${dir} ${edition}\n\n${rule(dir, 10)}\n`)
  }
  const r = await paired(
    {
      fresh: { before: renew, run: fresh },
      cached: fresh,
      nothingNew: () => warm.checkToolCall('read_file', { path: 'api/v2/main.ts' }),
    },
    { samples: n(150), inner: 1, warmup: 20 },
  )
  const nothingNew = await paired(
    { call: () => warm.checkToolCall('read_file', { path: 'api/v2/main.ts' }) },
    { samples: n(100), inner: 200 },
  )
  rows.push({
    workload: 'hints: new tracker + 4 calls that load 3 directories',
    original: '10.2 ms',
    ours:
      `${spread(r.fresh!.cpu)} CPU, every file new · ${spread(r.cached!.cpu)} CPU, same files (scan cache) · ` +
      `${time(r.fresh!.wall[1])} / ${time(r.cached!.wall[1])} wall`,
    baseline: '',
    goal: '**≤ 1 ms**',
  })
  rows.push({
    workload: 'hint call with nothing new',
    original: '53 µs',
    ours: `${spread(nothingNew.call!.cpu)} CPU · ${time(nothingNew.call!.wall[1])} wall`,
    baseline: '',
    goal: 'keep',
  })
}

// -------------------------------------------------------- row 4: command line
const cli = ['packages/cli/dist/main.js'].find((path) => existsSync(join(root, path)))
if (want('cli')) {
  const commands: Record<string, readonly [string, ...string[]]> = { 'node -e 0': [process.execPath, '-e', '0'] }
  if (cli) {
    // The bin compiles its bundle with V8's code cache from the user's cache directory (written by the first,
    // warming run); `no code cache` is a first run after an install or upgrade.
    commands.built = [process.execPath, cli]
    commands['built, no code cache'] = ['env', 'HERMES_CODE_CACHE=off', process.execPath, cli]
  }
  commands['pnpm demo'] = ['pnpm', '--reporter=silent', 'demo']
  const r = pairedProcesses(commands, n(15))
  const node0 = r['node -e 0']!
  const built = r.built
  rows.push({
    workload: 'command line, cold, whole process (wall)',
    original: '0.33 s',
    ours:
      (built
        ? `${spread(built.wall)} built (\`node ${cli}\`, ${(built.wall[1] / node0.wall[1]).toFixed(1)}× \`node -e 0\`; CPU ${time(built.cpu[1])}; without its code cache ${time(r['built, no code cache']!.wall[1])}, CPU ${time(r['built, no code cache']!.cpu[1])})`
        : 'not built') + ` · ${spread(r['pnpm demo']!.wall)} \`pnpm demo\` (CPU ${time(r['pnpm demo']!.cpu[1])})`,
    baseline: `${spread(node0.wall)} \`node -e 0\` (CPU ${time(node0.cpu[1])})`,
    goal: '**≤ 0.16 s built** (≤ 1.5× `node -e 0`)',
  })
}

// --------------------------------------------------------------- row 5: memory
if (want('memory')) {
  const scan = `import { readFileSync } from 'node:fs'
const { createScanner } = await import(${JSON.stringify(pathToFileURL(dist('scanner')).href)})
const text = readFileSync(${JSON.stringify(markdownFile)}, 'utf8')
createScanner({ preset: 'recommended' }).scan(text, { label: 'AGENTS.md' })
createScanner({ preset: 'hermes' }).scan(text, { label: 'AGENTS.md' })
console.log(process.resourceUsage().maxRSS)`
  const empty = 'console.log(process.resourceUsage().maxRSS)'
  const ours: number[] = []
  const node0: number[] = []
  for (let i = 0; i < n(10); i++) {
    ours.push(peakMiB(scan))
    node0.push(peakMiB(empty))
  }
  const o = triple(ours)
  const b = triple(node0)
  rows.push({
    workload: 'peak memory scanning 500,000 chars (both presets)',
    original: '34 MiB',
    ours: `${o[1].toFixed(1)} MiB (${o[0].toFixed(1)}–${o[2].toFixed(1)}); ${(o[1] / b[1]).toFixed(2)}× \`node -e 0\``,
    baseline: `${b[1].toFixed(1)} MiB \`node -e 0\``,
    goal: '**≤ 1.3× `node -e 0`**',
  })
}

// ----------------------------------------------------------- import cost
/**
 * Budgets: CPU time (ms) to `import()` the built package, its dependencies
 * included, in a fresh Node process on an idle machine (CPU, not wall, so a
 * busy machine inflates it less). A package over its budget fails this script
 * (exit code 1, after the table is written), never `pnpm test`. `@hermes/cli`
 * is the library entry (`run()`, `defineConfig()`); the `hermes-context` bin
 * is the command-line row above.
 */
const budgets: Record<string, number> = {
  core: 5,
  truncate: 5,
  discovery: 10,
  scanner: 40,
  assemble: 50,
  hints: 60,
  interop: 70,
  cli: 70,
}
const importRows: string[] = []
const overBudget: string[] = []
{
  const measure = (file: string) =>
    `const t = performance.now(); const c = process.cpuUsage(); await import(${JSON.stringify(pathToFileURL(file).href)});
const u = process.cpuUsage(c); console.log(performance.now() - t, (u.user + u.system) / 1000)`
  const samples: Record<string, Sample[]> = {}
  const targets = Object.keys(budgets).filter((pkg) => want('imports') && existsSync(dist(pkg)))
  for (let s = 0; s < n(10); s++)
    for (const pkg of s % 2 === 0 ? targets : [...targets].reverse()) {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', measure(dist(pkg))], {
        cwd: root,
        encoding: 'utf8',
      })
      if (child.status !== 0) throw new Error(child.stderr)
      const [wall, cpu] = child.stdout.trim().split(' ').map(Number)
      ;(samples[pkg] ??= []).push({ wall: wall!, cpu: cpu! })
    }
  for (const pkg of targets) {
    const s = stats(samples[pkg]!)
    const over = s.cpu[1] > budgets[pkg]!
    if (over) overBudget.push(`@hermes/${pkg} ${time(s.cpu[1])} CPU > ${time(budgets[pkg]!)}`)
    importRows.push(
      `| \`@hermes/${pkg}\` | ${spread(s.cpu)} | ${time(s.wall[1])} | ${time(budgets[pkg]!)} | ${over ? '**over**' : 'ok'} |`,
    )
  }
}

// ------------------------------------------------------------------ report
const load = loadavg()
const cores = cpus().length
const underLoad = load[0]! > cores * 0.25
const when = new Date()
  .toISOString()
  .replace(/:\d\d\.\d+Z$/, ' UTC')
  .replace('T', ' ')
const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cores} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`
const table = [
  `Measured ${when} on ${machine}; load average ${load.map((l) => l.toFixed(2)).join(' ')}` +
    (underLoad ? ' — **under load**: these numbers are not the idle-machine goals.' : ' (idle).'),
  '',
  'Medians (25th–75th percentile); CPU = user + system time. The original column is as measured in issue 11.',
  '',
  `| workload | original | ours${underLoad ? ' (under load)' : ''} | baseline | goal |`,
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.workload} | ${r.original} | ${r.ours} | ${r.baseline} | ${r.goal} |`),
  '',
  `Import cost of each built package (\`await import()\` in a fresh Node process, dependencies included${underLoad ? ', under load' : ''}; the budget is CPU on an idle machine):`,
  '',
  '| package | CPU | wall | budget (CPU) | |',
  '|---|---|---|---|---|',
  ...importRows,
].join('\n')

console.log(table)
if (write) {
  const readme = join(root, 'README.md')
  const text = readFileSync(readme, 'utf8')
  const start = '<!-- bench:compare:start -->'
  const end = '<!-- bench:compare:end -->'
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from === -1 || to < from) console.error(`README.md has no ${start} … ${end} markers; not written`)
  else {
    writeFileSync(readme, `${text.slice(0, from + start.length)}\n\n${table}\n\n${text.slice(to)}`)
    // Aligned like every other Markdown file of the repository (CI runs prettier --check).
    execFileSync('pnpm', ['exec', 'prettier', '--write', readme], { cwd: root, stdio: 'ignore' })
    console.error('Written to README.md')
  }
}
if (overBudget.length > 0) {
  console.error(
    `Import cost over budget${underLoad ? ' (under load: confirm on an idle machine)' : ''}: ${overBudget.join('; ')}`,
  )
  process.exitCode = 1
}
