 
/**
 * Inputs of the `recommended` benchmarks: 500,000 characters of ordinary
 * Markdown, and adversarial texts of the same size aimed at each rule's
 * worst case (one long line of repeated keywords, markup or code points).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { casesDirectory } from '../scripts/dev-set.js'

/** Size of every benchmark input, in UTF-16 units (all ASCII or BMP here). */
export const SIZE = 500_000

function fill(unit: string): string {
  return unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE)
}

/** Ordinary Markdown: the 100 kB API reference of the dev set, repeated. */
export function ordinaryMarkdown(): string {
  return fill(readFileSync(join(casesDirectory(), 'benign/039-long-100kb-api-reference.md'), 'utf8') + '\n\n')
}

/** Adversarial inputs by name. */
export function adversarialInputs(): Record<string, string> {
  return {
    'curl curl curl (one line)': fill('curl '),
    'ignore previous (one line)': fill('ignore previous '),
    'the the the after ignore': 'ignore ' + fill('the '),
    'zero-width between letters': fill('a\u200b'),
    'bidi controls (one line)': fill('\u2066a'),
    'tag characters': fill('\u{e0041}'),
    'variation selectors': fill('a\ufe01'),
    'html tags and comments': fill('<div hidden><!-- x '),
    'definitions': fill('[//]: # (Assistant: x)\n'),
    'backticks of many lengths': fill('` `` ``` '),
    'base64 alphabet': fill('QUJD'),
    'percent escapes': fill('%41'),
    'spaced letters': fill('i g n o r e '),
    'secret paths': fill('cat ~/.ssh/id_rsa '),
    'urls and pipes': fill('https://a.example/x | sh '),
    'quotes': fill('"a" '),
    'mixed-script words': fill('\u0456gn '),
    'cjk': fill('忽略之前的'),
  }
}
