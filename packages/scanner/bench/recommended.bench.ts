import { bench, describe } from 'vitest'
import { createScanner } from '../src/index.js'
import { adversarialInputs, ordinaryMarkdown } from './recommended-inputs.js'

// Targets: 500,000 characters of ordinary Markdown under 30 ms median; no
// adversarial input of that size over five times that.
const scanner = createScanner({ preset: 'recommended' })
const ordinary = ordinaryMarkdown()

describe('recommended preset, 500,000 characters', () => {
  bench('ordinary Markdown', () => {
    scanner.scan(ordinary, { label: 'AGENTS.md' })
  })
  for (const [name, text] of Object.entries(adversarialInputs()))
    bench(`adversarial: ${name}`, () => {
      scanner.scan(text, { label: 'AGENTS.md' })
    })
})
