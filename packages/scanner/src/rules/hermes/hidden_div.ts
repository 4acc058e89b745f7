import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `hidden_div` (§6, preset `hermes`): A <div> styled display:none, invisible when rendered.
 *
 * Pattern: `<\s*div\s+style\s*=\s*["'][^>]{0,2048}display\s*:\s*none`
 */
export const hiddenDiv = definePatternRule({
  id: 'hidden_div',
  category: 'hidden_content',
  description: 'A <div> styled display:none, invisible when rendered.',
  pattern: String.raw`<\s*div\s+style\s*=\s*["'][^>]{0,2048}display\s*:\s*none`,
  examples: {
    valid: ['<div style="display:flex">visible</div>'],
    invalid: [{ text: 'Intro.\n<div style="display:none">extra text</div>', line: 2, column: 1 }],
  },
})
