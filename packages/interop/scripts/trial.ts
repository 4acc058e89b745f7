// Runs @hermes/interop (both modes) on each repository checked out below a folder (default
// /work/data/interop-trial, see trial/MANIFEST.md) and prints what loaded, what was deferred and why,
// and which rules a replay of "read every tracked file" attaches. Third-party files stay outside the repo.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildProjectContext } from '@hermes/assemble'
import { createHost } from '@hermes/core'
import { builtinFileTypes } from '@hermes/discovery'
import { createHintTracker, hintsPlugin } from '@hermes/hints'
import { hermesPlugin, recommendedPlugin } from '@hermes/scanner'
import { interop } from '../src/index.js'

const base = process.argv[2] ?? '/work/data/interop-trial'
for (const name of readdirSync(base).sort()) {
  const cwd = join(base, name)
  const files = execFileSync('git', ['ls-files'], { cwd, encoding: 'utf8' }).split('\n').filter(Boolean)
  console.log(
    `\n### ${name} (${execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).trim()}, ${files.length} tracked files)`,
  )
  for (const mode of ['first', 'all'] as const) {
    const host = createHost({
      plugins: [builtinFileTypes, hermesPlugin, recommendedPlugin, hintsPlugin, interop({ mode })],
    })
    const context = await buildProjectContext({
      cwd,
      host,
      hermesHome: join(base, '..', 'no-hermes-home'),
      createDefaultSoul: false,
    })
    console.log(`  mode ${mode}: file type ${context.fileType}, ${[...context.text].length} chars`)
    for (const s of context.sections)
      console.log(
        `    ${s.status.padEnd(9)} ${s.label}  (${s.length} chars${Array.isArray(s.meta?.['imports']) ? `, imports ${(s.meta['imports'] as string[]).length}` : ''})`,
      )
    const counts = new Map<string, number>()
    for (const d of context.diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1)
    console.log(`    diagnostics: ${[...counts].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`)
    for (const d of context.diagnostics.filter(
      (d) => d.code === 'import-refused' || d.code === 'blocked' || d.code === 'truncated',
    ))
      console.log(`      ${d.code}: ${d.reason.replace(cwd, '.')}`)
    const tracker = createHintTracker({ workingDir: cwd, host, startup: context })
    let attached = 0
    let directories = 0
    for (const file of files) {
      const report = await tracker.checkToolCallDetailed('read_file', { path: file })
      directories += report.directories.filter((d) => d.status === 'loaded' || d.status === 'blocked').length
      for (const a of report.attached ?? [])
        if (a.status === 'loaded' || a.status === 'blocked') {
          attached++
          console.log(`      hint on ${a.meta?.['touched']}: ${a.heading} [${a.status}]`)
        }
    }
    console.log(`    replay of ${files.length} reads: ${directories} subdirectory hints, ${attached} attached rules`)
  }
}
