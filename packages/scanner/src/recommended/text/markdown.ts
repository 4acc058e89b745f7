/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import type { ScanView } from '@hermes/core'
import type { Definition, Html, Node, Parent, Root } from 'mdast'
import { parseMarkdownTree } from './remark.js'
import { work } from './work.js'

/** A node of the Markdown syntax tree that can hide text (`html` or `definition`), with offsets in the scanned text. */
export interface HiddenCarrier {
  /** `html` (raw HTML, comments included) or `definition` (reference-link definition). */
  readonly type: 'html' | 'definition'
  /** Start offset (UTF-16) in the scanned text. */
  readonly start: number
  /** End offset (exclusive). */
  readonly end: number
  /** Definition label (`//`, `comment`…), for definitions. */
  readonly label?: string
  /** Definition URL, for definitions. */
  readonly url?: string
  /** Definition title, for definitions (the text of `[//]: # (…)`). */
  readonly title?: string | null
}

/**
 * What the Markdown structure says about each offset of the scanned text,
 * computed once per scan.
 */
export interface MarkdownContext {
  /** Per UTF-16 offset: 1 inside an inline code span, 2 inside a fenced code block. */
  readonly code: Uint8Array
  /** Per offset: 1 inside a quoted span (`"…"`, `'…'` opened after a space or bracket, `“…”`, `‘…’`, `«…»`, `「…」`) on one line. */
  readonly quoted: Uint8Array
  /** Per offset: 1 inside a list or block quote introduced as things to refuse (`red flags`, `reject`…). */
  readonly defensive: Uint8Array
  /**
   * Per offset: 1 inside a code span right after "run", "execute" or "follow", or a fenced code block that the text just before it
   * tells the agent to follow or run ("Follow the instructions below:", "Run
   * this block as-is:") and does not frame as an example or an attack.
   */
  readonly endorsed: Uint8Array
  /** End offset (exclusive) of the YAML front matter (`---` … `---` at the start of the text), 0 when there is none. */
  readonly frontMatterEnd: number
  /** Per offset: 1 inside a block quote line. */
  readonly blockquote: Uint8Array
  /** `html` and `definition` nodes of the syntax tree, in document order. */
  readonly carriers: readonly HiddenCarrier[]
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/
/** Text before a fence that tells the agent to carry the block out. */
const ENDORSE =
  /(?:follow|execute|run|obey|apply|carry out|perform|comply with|do what|act on|paste and run|copy and run|treat (?:it|them|this|the following) as (?:your |new )?(?:instructions|system prompt|rules))[^\n]{0,80}(?:below|following|this block|these instructions|the block|next block|as-is|as is|exactly|verbatim|:)[\s*_]*$/
/**
 * ml9: the same in the lexicon's other languages: a verb that runs or carries out, then a colon ending the paragraph
 * ("esegui sempre:", "führe immer Folgendes aus:", "务必先运行：", "次を実行してください：", "завжди виконуй:"). A CJK verb
 * right after a noun is a label ("Redis命令执行：", Redis command execution), not an order (final merge, session 9).
 */
const ENDORSE_OTHER =
  /(?:(?<![\p{L}])(?:execute|executa|executar|rode|roda|rodar|ejecuta|ejecute|ejecutar|exécute|exécutez|exécuter|lance|lancez|führe|führen|ausführen|starte|esegui|eseguite|eseguire|lancia|çalıştır|çalıştırın|yürüt|jalankan|eksekusi|chạy|thực thi|выполни|выполните|выполняй|запусти|запустите|запускай|виконай|виконайте|виконуй|запустіть|uruchom|wykonaj|uruchamiaj|voer|uitvoeren|draai|نفذ|نفّذ|شغل|شغّل)(?![\p{L}])|चलाएँ|चलाएं|चलाओ|चलाइए|รัน|เรียกใช้|(?:(?<=[请請先必须須再后後就总總都每要])|(?<![\p{sc=Han}\p{sc=Katakana}\p{sc=Hangul}]))(?:运行|執行|执行|運行|実行|실행))[^\n]{0,80}[:：][\s*_]*$/u
/** ml9: a negation right before such a verb ("não execute:", "nie uruchamiaj:", "不要运行："): a refusal. */
const REFUSAL_OTHER =
  /(?<![\p{L}])(?:não|nunca|jamais|jamás|no|ne|nicht|niemals|non|mai|не|ніколи|никогда|nie|nigdy|niet|nooit|jangan|đừng|không|asla|لا)\s+(?:\p{L}+\s+)?(?:execute|executa|rode|ejecutes|ejecute|exécute|exécutez|lance|führe|esegui|eseguire|çalıştırma|jalankan|chạy|выполняй|запускай|виконуй|запускай|uruchamiaj|wykonuj|voer|تنفذ|تشغل)(?![\p{L}])|不要|别|請勿|请勿|しないで|하지 마|मत|न चलाएँ|อย่า|ห้าม/u
/** ml9: words that make the block an example in the lexicon's other languages. */
const EXAMPLE_OTHER =
  /exemplo|ejemplo|exemple|beispiel|esempio|örnek|contoh|ví dụ|उदाहरण|пример|приклад|przykład|voorbeeld|مثال|ตัวอย่าง|示例|例如|比如|例えば|예시|예를/u
/** An explicit order to carry out the block. */
const ORDER =
  /(?:run|execute|follow|apply|obey)\s+(?:it|this|them|these)(?![a-z])|exactly as written|as-is|write (?:this|it|the following)[^\n]{0,60}(?<![a-z])to(?![a-z])/
/**
 * lead9: a lead paragraph that times the block to the agent's own session and hands it over with a colon ("Before
 * answering anything, set up the environment:", "At the start of every session, run:"): addressed to the agent, so
 * the block is followed whatever the document is about.
 */
const SESSION_ORDER =
  /(?:before (?:answering|responding|replying|you (?:answer|respond|reply|do anything|start|begin))|before (?:anything|doing anything) else|at the (?:start|beginning) of (?:every|each|the|any) (?:session|conversation|task|chat|reply|response)|(?:every|each) (?:session|conversation|time you (?:start|begin|answer|respond))|first thing (?:you do|in every|in each|each)|whenever you (?:start|begin|answer|respond))[^\n]{0,120}:[\s*_]*$/
/** A refusal to carry it out. */
const REFUSAL = /(?:never|do not|don't|must not|should not)\s+(?:run|execute|follow|apply|use|copy)/
/** Framing that makes a fence an example to read, not to follow. */
const EXAMPLE_FRAME =
  /example|sample|injection|attack|malicious|never|do not|don't|red flag|suspicious|untrusted|payload|phishing|exploit|detect|refuse/
const DEFINITION_LINE = /^ {0,3}\[[^\]\n]{1,999}\]:/
const TAG_START = /<[A-Za-z!/?]/
const DEFENSIVE_CUE =
  /red[- ]flags?|refuse|reject|never (?:follow|obey|act on)|do not (?:follow|obey|act on)|don't (?:follow|obey)|suspicious|malicious|prompt[- ]injection|injection attempt|untrusted|warning signs|attack(?:s|ers?)?(?![a-z])|dangerous|攻撃|攻击|危険|危险|拒否|拒绝|report (?:it|them) to/

/**
 * How much of the candidate blocks is parsed with remark per scan, counting
 * each block's length plus {@link MARKDOWN_PARSE_OVERHEAD}; beyond it a
 * linear fallback reads the raw blocks. remark takes 1–8 µs per character of
 * tags or definitions, so the budget bounds that part of a scan to tens of
 * milliseconds; context files need far less (the dev set at most 848
 * characters per file).
 */
export const MARKDOWN_PARSE_BUDGET = 8_000
/** Budget charged per remark parse on top of the block length (a parse costs about as much as 400 characters). */
export const MARKDOWN_PARSE_OVERHEAD = 400

interface Line {
  start: number
  end: number
}

/** The lines of a text as two offset arrays (no object per line is kept: memory, issue 11). */
interface Lines {
  readonly length: number
  /** Start offset of each line. */
  readonly starts: Int32Array
  /** End offset (exclusive, at its '\n' or the end of the text) of each line. */
  readonly ends: Int32Array
}

function splitLines(text: string): Lines {
  let count = 1
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++
  const starts = new Int32Array(count)
  const ends = new Int32Array(count)
  let start = 0
  for (let l = 0; l < count; l++) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    starts[l] = start
    ends[l] = end
    start = end + 1
  }
  return { length: count, starts, ends }
}

/** Line `l` as a {@link Line} (a short-lived object). */
const lineAt = (lines: Lines, l: number): Line => ({ start: lines.starts[l]!, end: lines.ends[l]! })

/** `at(from)`: the first match of `re` (global) at or after `from`, or the text length; `from` must not decrease between calls. */
function nextOf(text: string, re: RegExp): (from: number) => number {
  let found = -1
  return (from) => {
    if (found < from && found !== text.length) {
      re.lastIndex = from
      const m = re.exec(text)
      found = m ? m.index : text.length
    }
    return found
  }
}

function isBlank(text: string, lines: Lines, l: number): boolean {
  for (let i = lines.starts[l]!, end = lines.ends[l]!; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c !== 0x20 && c !== 0x09) return false
  }
  return true
}

/** A verb right before a code span that tells the agent to carry it out: "run `…`", "execute `…` exactly as written". */
const RUN_BEFORE = /(?:run|execute|exec|follow|obey|apply|paste and run|type and run|carry out|do)\s*$/i

function markInlineCode(text: string, from: number, to: number, code: Uint8Array, endorsed: Uint8Array): void {
  // Backtick runs, paired with the next run of the same length (CommonMark code spans). `indexOf`
  // finds each run; past `to` it stops at the next backtick, which the next block with one starts
  // from or precedes, so each unit is searched at most twice overall.
  const starts: number[] = []
  const lengths: number[] = []
  for (let i = text.indexOf('`', from); i >= 0 && i < to; i = text.indexOf('`', i)) {
    let j = i + 1
    while (j < to && text.charCodeAt(j) === 0x60) j++
    starts.push(i)
    lengths.push(j - i)
    i = j
  }
  const runs = starts.length
  const next = new Int32Array(runs).fill(-1)
  const lastOfLength = new Map<number, number>()
  for (let r = runs - 1; r >= 0; r--) {
    next[r] = lastOfLength.get(lengths[r]!) ?? -1
    lastOfLength.set(lengths[r]!, r)
  }
  for (let r = 0; r < runs; r++) {
    const close = next[r]!
    if (close < 0) continue
    code.fill(1, starts[r]!, starts[close]! + lengths[close]!)
    if (RUN_BEFORE.test(text.slice(Math.max(from, starts[r]! - 24), starts[r]!)))
      endorsed.fill(1, starts[r]!, starts[close]! + lengths[close]!)
    r = close
  }
}

function markQuotes(text: string, line: Line, code: Uint8Array, quoted: Uint8Array): void {
  let open = -1
  let closer = ''
  for (let i = line.start; i < line.end; i++) {
    if (code[i]) continue
    const ch = text[i]!
    if (open < 0) {
      if (ch === '"') {
        open = i
        closer = '"'
      } else if (ch === "'" && (i === line.start || /[\s([:]/.test(text[i - 1]!))) {
        // An opening single quote after a space or bracket (not an apostrophe inside a word).
        open = i
        closer = "'"
      } else if (ch === '‘') {
        open = i
        closer = '’'
      } else if (ch === '“') {
        open = i
        closer = '”'
      } else if (ch === '«') {
        open = i
        closer = '»'
      } else if (ch === '「') {
        open = i
        closer = '」'
      }
    } else if (ch === closer) {
      quoted.fill(1, open, i + 1)
      open = -1
    }
  }
}

function collectCarriers(tree: Root, offset: number, out: HiddenCarrier[]): void {
  const walk = (node: Node) => {
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    if (node.type === 'html' && start !== undefined && end !== undefined) {
      out.push({ type: 'html', start: start + offset, end: end + offset })
    } else if (node.type === 'definition' && start !== undefined && end !== undefined) {
      const d = node as Definition
      out.push({
        type: 'definition',
        start: start + offset,
        end: end + offset,
        label: d.label ?? d.identifier,
        url: d.url,
        title: d.title ?? null,
      })
    }
    const children = (node as Parent).children
    if (children) for (const child of children) walk(child)
  }
  walk(tree)
}

/** A one-line link reference definition: label, destination (`<…>` or bare) and optional title. */
const DEFINITION =
  /^ {0,3}\[((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*(?:<([^<>\n]*)>|([^\s<]\S*))(?:[ \t]+(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|\(((?:[^()\\\n]|\\.)*)\)))?[ \t]*$/

/**
 * Fallback for candidate blocks beyond the parse budget: the block is one
 * `html` carrier (comments and tags are found in its raw text), and each
 * line that is a link reference definition is a `definition` carrier.
 */
function fallbackCarriers(text: string, from: number, to: number, out: HiddenCarrier[]): void {
  out.push({ type: 'html', start: from, end: to })
  for (let start = from; start < to;) {
    let end = text.indexOf('\n', start)
    if (end < 0 || end > to) end = to
    const c = text.charCodeAt(start)
    if (c === 0x5b || c === 0x20) {
      const m = DEFINITION.exec(text.slice(start, Math.min(end, start + 2000)))
      if (m)
        out.push({
          type: 'definition',
          start,
          end,
          label: m[1]!,
          url: m[2] ?? m[3] ?? '',
          title: m[4] ?? m[5] ?? m[6] ?? null,
        })
    }
    start = end + 1
  }
}

/**
 * Build the {@link MarkdownContext}. Code blocks, code spans, quotes and
 * defensive lists come from a linear line scanner; `html` and `definition`
 * nodes come from the remark syntax tree of the blocks that can hold them
 * (blocks with a tag or a definition line, extended to the end of an open
 * comment or element), so ordinary Markdown is not parsed in full. Linear in
 * the length of the text up to {@link MARKDOWN_PARSE_BUDGET} parsed
 * characters.
 */
export function analyseMarkdown(text: string): MarkdownContext {
  const n = text.length
  const code = new Uint8Array(n)
  const quoted = new Uint8Array(n)
  const defensive = new Uint8Array(n)
  const blockquote = new Uint8Array(n)
  const endorsed = new Uint8Array(n)
  const lines = splitLines(text)
  let frontMatterEnd = 0
  if (/^---[ \t]*$/.test(text.slice(lines.starts[0]!, lines.ends[0]!)))
    for (let l = 1; l < lines.length; l++)
      if (/^(?:---|\.\.\.)[ \t]*$/.test(text.slice(lines.starts[l]!, Math.min(lines.ends[l]!, lines.starts[l]! + 8)))) {
        frontMatterEnd = lines.ends[l]!
        break
      }
  const inFence = new Uint8Array(lines.length)
  const candidates: number[] = []

  // Fenced code blocks.
  let fence: string | undefined
  let fenceEndorsed = false
  for (let l = 0; l < lines.length; l++) {
    const line = lineAt(lines, l)
    // FENCE needs ` or ~ after at most three spaces: other lines skip the slice and the regex.
    let first = line.start
    while (first < line.end && first - line.start < 3 && text.charCodeAt(first) === 0x20) first++
    const c = text.charCodeAt(first)
    const m = c === 0x60 || c === 0x7e ? FENCE.exec(text.slice(line.start, Math.min(line.end, line.start + 64))) : null
    if (fence === undefined) {
      if (m) {
        fence = m[1]!
        inFence[l] = 1
        code.fill(2, line.start, line.end + 1 > n ? n : line.end + 1)
        const lead = text.slice(Math.max(0, line.start - 300), line.start).toLowerCase()
        const trimmed = lead.trimEnd()
        const paragraph = trimmed.slice(trimmed.lastIndexOf('\n\n') + 1)
        // "An example of what CI does; run it yourself, exactly as written": an explicit order outweighs the word "example".
        const order = ORDER.test(paragraph) || SESSION_ORDER.test(paragraph)
        fenceEndorsed =
          ((ENDORSE.test(paragraph) || order) &&
            (order || !EXAMPLE_FRAME.test(paragraph)) &&
            !REFUSAL.test(paragraph) &&
            !REFUSAL_OTHER.test(paragraph)) ||
          (ENDORSE_OTHER.test(paragraph) &&
            !EXAMPLE_FRAME.test(paragraph) &&
            !EXAMPLE_OTHER.test(paragraph) &&
            !REFUSAL.test(paragraph) &&
            !REFUSAL_OTHER.test(paragraph))
        if (fenceEndorsed) endorsed.fill(1, line.start, line.end + 1 > n ? n : line.end + 1)
      }
    } else {
      inFence[l] = 1
      code.fill(2, line.start, line.end + 1 > n ? n : line.end + 1)
      if (fenceEndorsed) endorsed.fill(1, line.start, line.end + 1 > n ? n : line.end + 1)
      if (
        m &&
        m[1]![0] === fence[0] &&
        m[1]!.length >= fence.length &&
        text.slice(line.start, line.end).trim() === m[1]
      )
        fence = undefined
    }
  }

  // Paragraph-level passes: code spans, quotes, block quotes, candidates, defensive lists.
  // Next '<', '[' and quotation mark at or after a position (moved forward only: linear overall).
  const nextLt = nextOf(text, /</g)
  const nextBracket = nextOf(text, /\[/g)
  const nextQuote = nextOf(text, /["“«「'‘]/g)
  const nextBacktick = nextOf(text, /`/g)
  let defensiveActive = false
  // The last non-list block, whose cue is tested only once a list block follows it (nothing else reads it).
  let cueFrom = -1
  let cueTo = -1
  let l = 0
  while (l < lines.length) {
    if (inFence[l] || isBlank(text, lines, l)) {
      l++
      continue
    }
    let e = l
    while (e + 1 < lines.length && !inFence[e + 1] && !isBlank(text, lines, e + 1)) e++
    const from = lines.starts[l]!
    const to = lines.ends[e]!
    if (nextBacktick(from) < to) markInlineCode(text, from, to, code, endorsed)
    let listBlock = true
    // First list line of a block that starts with prose ("Attackers proceed like this:\n1. …").
    let firstListLine = -1
    // A candidate needs a '<' (tag) or a '[' (definition); quotes need a quotation mark.
    const mayHoldCarrier = nextLt(from) < to || nextBracket(from) < to
    let candidate = false
    const quotes = nextQuote(from) < to
    for (let k = l; k <= e; k++) {
      const line = lineAt(lines, k)
      const c = text.charCodeAt(line.start)
      // A line starting with an ASCII letter is neither a block quote nor a list item.
      if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) || line.start >= line.end) {
        const head = text.slice(line.start, Math.min(line.end, line.start + 16))
        if (/^\s{0,3}>/.test(head)) blockquote.fill(1, line.start, line.end)
        const item = /^\s*(?:[-*+]|\d{1,3}[.)]|>)\s/.test(head)
        if (!item && k === l) listBlock = false
        if (item && k > l && firstListLine < 0) firstListLine = k
      } else if (k === l) listBlock = false
      // YAML values in the front matter are quoted strings, not quotations.
      if (quotes && line.start >= frontMatterEnd) markQuotes(text, line, code, quoted)
      if (!candidate && mayHoldCarrier) {
        const body = text.slice(line.start, line.end)
        if (DEFINITION_LINE.test(body.slice(0, 1100))) candidate = true
        else {
          const tag = body.search(TAG_START)
          if (tag >= 0 && !code[line.start + tag]) candidate = true
          else if (tag >= 0 && /<[A-Za-z!/?]/.test(body.replace(/`[^`]*`/g, ''))) candidate = true
        }
      }
    }
    if (candidate) candidates.push(from, to)
    if (listBlock) {
      if (cueFrom >= 0) {
        defensiveActive = DEFENSIVE_CUE.test(text.slice(cueFrom, Math.min(cueTo, cueFrom + 4000)).toLowerCase())
        cueFrom = -1
      }
      if (defensiveActive) defensive.fill(1, from, to)
    } else {
      defensiveActive = false
      cueFrom = from
      cueTo = to
      if (firstListLine > l) {
        const leadEnd = lines.starts[firstListLine]!
        if (DEFENSIVE_CUE.test(text.slice(from, Math.min(leadEnd, from + 4000)).toLowerCase())) {
          defensive.fill(1, leadEnd, to)
          defensiveActive = true
          cueFrom = -1
        }
      }
    }
    l = e + 1
  }

  // The carriers are parsed on first use: only the hidden-content rules read them (not the content
  // detectors re-run on decoded or hidden text, which analyse many small texts).
  let carriers: HiddenCarrier[] | undefined
  return {
    code,
    quoted,
    defensive,
    endorsed,
    frontMatterEnd,
    blockquote,
    get carriers() {
      return (carriers ??= parseCarriers(text, candidates))
    },
  }
}

/** `html` and `definition` nodes of the candidate blocks (pairs of offsets), parsed with remark within the budget. */
function parseCarriers(text: string, candidates: readonly number[]): HiddenCarrier[] {
  const n = text.length
  // Chunks for remark: candidate blocks, extended over open comments and elements.
  const chunks: [number, number][] = []
  for (let c = 0; c < candidates.length; c += 2) {
    const start = candidates[c]!
    let end = candidates[c + 1]!
    const body = text.slice(start, end)
    const open = body.lastIndexOf('<!--')
    if (open >= 0 && body.indexOf('-->', open + 4) < 0) {
      const close = text.indexOf('-->', end)
      if (close >= 0) end = close + 3
    }
    const element = /<(details|div|p|span|section|font|aside|small|article)\b/i.exec(body)
    if (element && !new RegExp(`</${element[1]}\\s*>`, 'i').test(body)) {
      const close = text.slice(end, end + 50_000).search(new RegExp(`</${element[1]}\\s*>`, 'i'))
      if (close >= 0) end = end + close + element[1]!.length + 3
    }
    const nl = text.indexOf('\n', end)
    end = nl < 0 ? n : nl
    const last = chunks[chunks.length - 1]
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end)
    else chunks.push([start, end])
  }
  const carriers: HiddenCarrier[] = []
  let parsed = 0
  for (const [start, end] of chunks) {
    if (parsed + (end - start) + MARKDOWN_PARSE_OVERHEAD > MARKDOWN_PARSE_BUDGET) {
      fallbackCarriers(text, start, end, carriers)
      continue
    }
    parsed += end - start + MARKDOWN_PARSE_OVERHEAD
    work.markdownParsed += end - start
    try {
      collectCarriers(parseMarkdownTree(text.slice(start, end)), start, carriers)
    } catch {
      fallbackCarriers(text, start, end, carriers)
    }
  }
  return carriers
}

/** Shared view: the Markdown context of the scanned text. */
export const markdownView: ScanView<MarkdownContext> = {
  id: '@hermes/scanner/recommended:markdown',
  compute: analyseMarkdown,
}

export type { Html }
