import { bench, describe } from 'vitest'
import { createScanner } from '../src/index.js'
import { adversarialInputs } from './adversarial.js'
import { ordinaryMarkdown } from './ordinary-markdown.js'

// `hermes` preset throughput (§6). Target: 500,000 characters of ordinary
// Markdown in ≤ ~4.5 ms median; no adversarial input over 5× that.
const scanner = createScanner({ preset: 'hermes' })
const flat = (text: string) => Buffer.from(text, 'utf8').toString('utf8')

describe('hermes preset, ordinary Markdown', () => {
  for (const length of [64_000, 500_000]) {
    const text = flat(ordinaryMarkdown(length))
    bench(`${length.toLocaleString('en')} chars`, () => {
      scanner.scan(text, { label: 'AGENTS.md' })
    })
  }
})

describe('hermes preset, adversarial 500,000 chars', () => {
  for (const [name, text] of Object.entries(adversarialInputs(500_000))) {
    const input = flat(text)
    bench(name, () => {
      scanner.scan(input, { label: 'AGENTS.md' })
    })
  }
})
