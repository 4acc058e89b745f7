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
