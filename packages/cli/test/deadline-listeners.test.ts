import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHintTracker } from '@hermes/hints'
import { afterEach, expect, it } from 'vitest'
import { buildProjectContext, createDefaultHost } from '@hermes/assemble'

let root: string | undefined
afterEach(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true })
  root = undefined
})

// Every pending read listens once to the build's (or the tool call's) deadline signal: with more than
// ten files at once Node printed "MaxListenersExceededWarning: Possible EventTarget memory leak" to the
// agent's stderr. Many listeners are by design; no warning may reach the user.
it('a build of 40 rules and a hint call touching 40 directories print no MaxListenersExceededWarning', async () => {
  root = mkdtempSync(join(tmpdir(), 'hermes-listeners-'))
  mkdirSync(join(root, '.git'))
  mkdirSync(join(root, '.cursor/rules'), { recursive: true })
  for (let i = 0; i < 40; i++) {
    writeFileSync(join(root, `.cursor/rules/r${i}.mdc`), `Rule ${i}\n`)
    mkdirSync(join(root, `d${i}`))
    writeFileSync(join(root, `d${i}/AGENTS.md`), `Directory ${i}\n`)
  }
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(warning.name)
  process.on('warning', onWarning)
  try {
    const host = createDefaultHost()
    const ctx = await buildProjectContext({ cwd: root, host, createDefaultSoul: false, hermesHome: join(root, 'home') })
    expect(ctx.sections).toHaveLength(40)
    const tracker = createHintTracker({ workingDir: root, host, startup: ctx })
    const command = Array.from({ length: 40 }, (_, i) => `cat d${i}/x`).join(' && ')
    const hint = await tracker.checkToolCall('terminal', { command })
    expect(hint?.match(/\[Subdirectory context discovered: /g)).toHaveLength(40)
    // Warnings are emitted on a later tick.
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    process.off('warning', onWarning)
  }
  expect(warnings).toEqual([])
})
