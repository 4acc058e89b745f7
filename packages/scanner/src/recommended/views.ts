/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays are in range by construction */
/**
 * The text views the built-in `recommended` rules read, exported for custom
 * rules. Each is a core `ScanView`: `context.view(view)` computes it once per
 * scan and shares it between rules. Offsets are UTF-16 offsets into the
 * scanned (§4.1-normalised) text unless a view says otherwise.
 */
import type { ScanView } from '@hermes/core'
import { foldedView, type FoldedText } from './text/folded.js'
import { markdownView, type MarkdownContext } from './text/markdown.js'
import { tokensOf, type TokenStream } from './text/tokens.js'

export { foldedView, foldText } from './text/folded.js'
export type { FoldedText } from './text/folded.js'
export { markdownView, analyseMarkdown } from './text/markdown.js'
export type { HiddenCarrier, MarkdownContext } from './text/markdown.js'
export { tokenize, tokensOf, has as hasConcept, CONCEPT_WORDS } from './text/tokens.js'
export type { TokenStream } from './text/tokens.js'
export { C as CONCEPT, CONCEPTS, LEXICON } from './text/lexicon.js'
export type { Concept } from './text/lexicon.js'
export { framingOf, sentenceEnd, sentenceStart } from './text/framing.js'
export { clauseStart } from './text/context.js'
export type { Framing } from './text/framing.js'

/**
 * Shared view: the word tokens of the folded text ({@link foldedView}), each
 * with its lexicon concepts (bits of {@link CONCEPT}); offsets are into the
 * folded text — map them back with `FoldedText.originalStart/End`. Inside a
 * rule, `tokensOf(context.view(foldedView))` shares the folding with the
 * built-in rules (this view folds its own copy).
 */
export const tokensView: ScanView<TokenStream> = {
  id: '@hermes/scanner/recommended:tokens',
  compute: (text) => tokensOf(foldedView.compute(text) as FoldedText),
}

/** Where a stretch of a Markdown context file sits. */
export type RegionKind =
  /** Ordinary text a reader sees (paragraphs, lists, headings, tables). */
  | 'prose'
  /** A fenced code block. */
  | 'fence'
  /** An inline code span. */
  | 'code-span'
  /** An HTML comment or a reference-link comment (`[//]: # (…)`): not rendered. */
  | 'comment'
  /** The title of a link or of a link reference definition: shown only on hover. */
  | 'link-title'
  /** The YAML front matter at the start of the file. */
  | 'front-matter'

/** A stretch of the scanned text and the kind of place it is in. */
export interface Region {
  readonly kind: RegionKind
  /** Start offset (UTF-16) in the scanned text. */
  readonly start: number
  /** End offset (exclusive). */
  readonly end: number
}

const INLINE_TITLE =
  /\]\(\s{0,4}(?:<[^<>\n]{0,2048}>|[^\s()<>]{0,2048})\s{1,8}("(?:[^"\\\n]|\\.){1,2000}"|'(?:[^'\\\n]|\\.){1,2000}'|\((?:[^()\\\n]|\\.){1,2000}\))\s{0,4}\)/y

/**
 * The regions of a text: front matter, fences, code spans, comments and link
 * titles from the Markdown analysis ({@link markdownView}), in document
 * order, with the stretches between them as `prose`. Regions do not overlap
 * (a comment inside a fence is part of the fence). Linear in the length of
 * the text; never throws.
 */
export function regionsOf(text: string, markdown: MarkdownContext): Region[] {
  const special: Region[] = []
  if (markdown.frontMatterEnd > 0) special.push({ kind: 'front-matter', start: 0, end: markdown.frontMatterEnd })
  const { code } = markdown
  for (let i = markdown.frontMatterEnd; i < text.length;) {
    const c = code[i]!
    if (c === 0) {
      i++
      continue
    }
    let j = i + 1
    while (j < text.length && code[j] === c) j++
    special.push({ kind: c === 2 ? 'fence' : 'code-span', start: i, end: j })
    i = j
  }
  for (const carrier of markdown.carriers) {
    if (code[carrier.start]) continue
    if (carrier.type === 'definition') {
      const comment = carrier.url === '#' || carrier.url === ''
      if (comment || carrier.title)
        special.push({ kind: comment ? 'comment' : 'link-title', start: carrier.start, end: carrier.end })
      continue
    }
    const source = text.slice(carrier.start, carrier.end)
    for (let open = source.indexOf('<!--'); open >= 0;) {
      const close = source.indexOf('-->', open + 4)
      const end = close < 0 ? source.length : close + 3
      special.push({ kind: 'comment', start: carrier.start + open, end: carrier.start + end })
      if (close < 0) break
      open = source.indexOf('<!--', end)
    }
  }
  for (let at = text.indexOf('](', 0); at >= 0; at = text.indexOf('](', at + 2)) {
    if (code[at]) continue
    INLINE_TITLE.lastIndex = at
    const m = INLINE_TITLE.exec(text)
    if (m) {
      const start = at + m[0].lastIndexOf(m[1]!)
      special.push({ kind: 'link-title', start, end: start + m[1]!.length })
    }
  }
  special.sort((a, b) => a.start - b.start || b.end - a.end)
  const out: Region[] = []
  let at = 0
  for (const region of special) {
    if (region.start < at) continue
    if (region.start > at) out.push({ kind: 'prose', start: at, end: region.start })
    out.push(region)
    at = region.end
  }
  if (at < text.length) out.push({ kind: 'prose', start: at, end: text.length })
  return out
}

/**
 * Shared view: {@link regionsOf} the scanned text. Inside a rule,
 * `regionsOf(context.text, context.view(markdownView))` shares the Markdown
 * analysis with the built-in rules (this view analyses its own copy).
 */
export const regionsView: ScanView<readonly Region[]> = {
  id: '@hermes/scanner/recommended:regions',
  compute: (text) => regionsOf(text, markdownView.compute(text) as MarkdownContext),
}
