/**
 * Adversarial inputs for the `hermes` preset (§6: linear on any input).
 *
 * {@link adversarialFamilies} builds, for every §6 pattern rule, texts made of
 * its own keywords repeated densely: each word alone, consecutive pairs, the
 * phrase without its last word (plain, with every word doubled, with one word
 * stuttered, with 8 and 9 filler words between the words, without spaces,
 * with newlines, with a `\n` every k characters), the whole phrase with its
 * last word broken; plus rule-specific floods (`<!--`, `-->`, `<div style="`,
 * `$`, `curl`/`wget`/`cat` with one long line, `translate … into` without
 * `and`, …). Each family ends with the rule's words separated by
 * {@link SEPARATOR}, so the rules' "required word" pre-checks pass and the
 * candidates really are decided. A family is a repeated unit, so
 * `build(2 * n)` is `build(n)` doubled in content (what the linearity test
 * needs).
 */

/** Breaks every §6 pattern: `\n` ends the `[^\n]` windows, `>` the `[^>]` ones, `.` the word chains. */
export const SEPARATOR = '\n>.\n'

export interface AdversarialFamily {
  /** `rule/family`, e.g. `deception_hide/stutter 3`. */
  readonly name: string
  /** The §6 rule the family aims at. */
  readonly rule: string
  /** The input, exactly `length` UTF-16 units. */
  build(length: number): string
}

/**
 * Each rule's phrase: its literal words in pattern order (first alternative),
 * and every alternative word (for the one-word floods).
 */
const PHRASES: Record<string, { phrase: string[]; words?: string[] }> = {
  prompt_injection: {
    phrase: ['ignore', 'previous', 'instructions'],
    words: ['ignore', 'previous', 'all', 'above', 'prior', 'instructions'],
  },
  sys_prompt_override: { phrase: ['system', 'prompt', 'override'] },
  disregard_rules: {
    phrase: ['disregard', 'your', 'instructions'],
    words: ['disregard', 'your', 'all', 'any', 'instructions', 'rules', 'guidelines'],
  },
  bypass_restrictions: {
    phrase: ['act', 'as', 'if', 'you', 'have', 'no', 'restrictions'],
    words: ['act', 'as', 'if', 'though', 'you', 'have', 'no', "don't", 'restrictions', 'limits', 'rules'],
  },
  html_comment_injection: {
    phrase: ['<!--', 'ignore', '-->'],
    words: ['<!--', 'ignore', 'override', 'system', 'secret', 'hidden', '-->'],
  },
  hidden_div: { phrase: ['<div', 'style="', 'display:', 'none'], words: ['<', 'div', 'style', '=', '"', 'display'] },
  translate_execute: {
    phrase: ['translate', 'x', 'into', 'bash', 'and', 'execute'],
    words: ['translate', 'into', 'and', 'execute', 'run', 'eval'],
  },
  deception_hide: { phrase: ['do', 'not', 'tell', 'the', 'user'] },
  role_hijack: { phrase: ['you', 'are', 'now', 'a'], words: ['you', 'are', 'now', 'a', 'an', 'the'] },
  role_pretend: { phrase: ['pretend', 'you', 'are'], words: ['pretend', 'you', 'are', 'to', 'be'] },
  leak_system_prompt: { phrase: ['output', 'system', 'prompt'], words: ['output', 'system', 'initial', 'prompt'] },
  remove_filters: {
    phrase: ['respond', 'without', 'restrictions'],
    words: ['respond', 'answer', 'reply', 'without', 'restrictions', 'limitations', 'filters', 'safety'],
  },
  fake_update: {
    phrase: ['you', 'have', 'been', 'updated', 'to'],
    words: ['you', 'have', 'been', 'updated', 'upgraded', 'patched', 'to'],
  },
  identity_override: { phrase: ['name', 'yourself', 'x'] },
  c2_node_registration: { phrase: ['register', 'as', 'a', 'node'] },
  c2_heartbeat: {
    phrase: ['heartbeat', 'to', 'x'],
    words: ['heartbeat', 'beacon', 'check', 'in', 'check-in', 'to', 'with'],
  },
  c2_task_pull: { phrase: ['pull', 'down', 'new', 'tasks'], words: ['pull', 'down', 'new', 'task', 'tasking'] },
  c2_network_connect: { phrase: ['connect', 'to', 'the', 'network'] },
  forced_action: {
    phrase: ['you', 'must', 'register'],
    words: ['you', 'must', 'register', 'connect', 'report', 'beacon'],
  },
  anti_forensic_oneliner: {
    phrase: ['only', 'use', 'one', 'liners'],
    words: ['only', 'use', 'one', 'liner', 'one-liner'],
  },
  anti_forensic_disk: {
    phrase: ['never', 'write', 'script', 'disk'],
    words: ['never', 'create', 'write', 'script', 'file', 'disk'],
  },
  env_var_unset_agent: {
    phrase: ['unset', 'CLAUDE'],
    words: ['unset', 'claude', 'codex', 'hermes', 'agent', 'openai', 'anthropic'],
  },
  known_c2_framework: {
    phrase: ['cobalt', 'strike'],
    words: ['cobalt', 'strike', 'sliver', 'havoc', 'mythic', 'metasploit', 'brainworm'],
  },
  c2_explicit: { phrase: ['c2', 'server'], words: ['c2', 'server', 'channel', 'infrastructure', 'beacon'] },
  c2_explicit_long: { phrase: ['command', 'and', 'control'] },
  exfil_curl: {
    phrase: ['curl', '$API_KEY'],
    words: ['curl', '$', 'key', 'token', 'secret', 'password', 'credential'],
  },
  exfil_wget: { phrase: ['wget', '${TOKEN}'], words: ['wget', '$', '${', 'token', 'keys'] },
  read_secrets: {
    phrase: ['cat', '.env'],
    words: ['cat', '.env', 'credentials', '.netrc', '.pgpass', '.npmrc', '.pypirc'],
  },
}

/** Rule-specific floods: `[name, unit]` (the unit is repeated). */
const EXTRA: Record<string, [string, string][]> = {
  html_comment_injection: [
    ['<!-- flood', '<!--'],
    ['--> flood', '-->'],
    ['<!-- ignore (never closed)', '<!-- ignore '],
    ['<!--ignore (no spaces)', '<!--ignore'],
    ['<!-- x --> (no keyword inside)', '<!-- x -->'],
    ['<!-- ignore > (broken by >)', '<!-- ignore >'],
    ['ignore --> flood', 'ignore -->'],
    ['<!-- systemd (letter after keyword)', '<!-- systemd '],
    ['<!---->', '<!---->'],
  ],
  hidden_div: [
    ['<div style=" flood', '<div style="'],
    ['<div style="display: flood', '<div style="display:'],
    ["< div style = ' flood", "< div style = '"],
    ['< flood', '<'],
    ['<div style="x> (broken by >)', '<div style="x>'],
    ['display: flood', 'display: '],
  ],
  translate_execute: [
    ['translate flood', 'translate '],
    ['translate … into without and', 'translate x into y '],
    ['translate into flood', 'translate into '],
    ['into x and flood', 'into x and '],
    ['translate into a-b-c-d and', 'translate into a-b-c-d and '],
    ['translate x into y z w v and', 'translate x into y z w v and '],
    ['into into into … and eval', 'into '],
  ],
  exfil_curl: [
    ['$ flood', '$'],
    ['$KEY flood (no curl)', '$KEY '],
    ['curl flood', 'curl '],
    ['curl $ flood', 'curl $'],
    ['curl $KEYX flood', 'curl $KEYX '],
    ['${ flood', '${'],
    ['curl + one long line', 'curl xxxxxxxxxxxxxxxxxxxxxxxxxxx '],
  ],
  exfil_wget: [
    ['wget flood', 'wget '],
    ['wget $ flood', 'wget $'],
    ['wget + one long line', 'wget -q https://example.invalid/x '],
  ],
  read_secrets: [
    ['cat flood', 'cat '],
    ['cat .en flood', 'cat .en '],
    ['cat + one long line', 'cat x/y/z '],
    ['.env flood (no cat)', '.env '],
    ['cat newline flood', 'cat\n'],
  ],
  env_var_unset_agent: [
    ['unset flood', 'unset '],
    ['unset x flood', 'unset x '],
    ['unset + long word', 'unset CLAUDXCODEXAGENXANTHROPI'],
  ],
  known_c2_framework: [
    ['cobaltstrike glued', 'cobaltstrikex'],
    ['slivers', 'slivers '],
  ],
  c2_node_registration: [['register as anode', 'register as anod ']],
  c2_task_pull: [['pull down new taskforce', 'pull down new taskforce ']],
  prompt_injection: [['ignore a a a …', 'a ']],
}

function repeatTo(unit: string, length: number): string {
  if (length <= 0) return ''
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length)
}

function withNewlines(text: string, every: number): string {
  let out = ''
  for (let i = 0; i < text.length; i += every) out += text.slice(i, i + every) + '\n'
  return out
}

const FILLER8 = 'x1 x2 x3 x4 x5 x6 x7 x8'
const FILLER9 = 'x1 x2 x3 x4 x5 x6 x7 x8 x9'

function familiesOf(rule: string): { name: string; unit: string; every?: number; prefix?: string }[] {
  const { phrase, words = phrase } = PHRASES[rule] ?? { phrase: [] }
  const head = phrase.slice(0, -1)
  const out: { name: string; unit: string; every?: number; prefix?: string }[] = []
  for (const word of new Set([...words, ...phrase])) out.push({ name: `each: ${word}`, unit: `${word} ` })
  for (let i = 0; i + 1 < phrase.length; i++)
    out.push({ name: `pair: ${phrase[i]} ${phrase[i + 1]}`, unit: `${phrase[i]} ${phrase[i + 1]} ` })
  if (head.length > 0) {
    out.push({ name: 'phrase minus last word', unit: head.join(' ') + ' ' })
    out.push({ name: 'every word doubled', unit: head.flatMap((w) => [w, w]).join(' ') + ' ' })
    head.forEach((_, j) =>
      out.push({ name: `stutter ${j}`, unit: head.flatMap((w, i) => (i === j ? [w, w] : [w])).join(' ') + ' ' }),
    )
    out.push({ name: 'with 8 filler words', unit: head.join(` ${FILLER8} `) + ` ${FILLER8} ` })
    out.push({ name: 'with 9 filler words', unit: head.join(` ${FILLER9} `) + ` ${FILLER9} ` })
    out.push({ name: 'no spaces', unit: head.join('') })
    out.push({ name: 'newlines', unit: head.join('\n') + '\n' })
    out.push({ name: 'tabs and wide spaces', unit: head.join('\t\u3000') + '\u00a0 ' })
    out.push({ name: '\\n every 7', unit: head.join(' ') + ' ', every: 7 })
    out.push({ name: '\\n every 100', unit: head.join(' ') + ' ', every: 100 })
  }
  const broken = [...phrase]
  const last = broken.at(-1) ?? ''
  broken[broken.length - 1] = last.slice(0, -1) + (last.endsWith('q') ? 'z' : 'q')
  out.push({ name: 'whole phrase, last word broken', unit: broken.join(' ') + ' ' })
  out.push({ name: 'one long line after the head', prefix: phrase[0] + ' ', unit: 'y ' })
  for (const [name, unit] of EXTRA[rule] ?? []) out.push({ name, unit })
  return out
}

/** Every adversarial family, for every §6 pattern rule (names are unique). */
export function adversarialFamilies(): AdversarialFamily[] {
  const families: AdversarialFamily[] = []
  for (const rule of Object.keys(PHRASES)) {
    const { phrase, words = phrase } = PHRASES[rule] ?? { phrase: [] }
    const suffix = SEPARATOR + [...new Set([...phrase, ...words])].join(SEPARATOR) + SEPARATOR
    for (const { name, unit, every, prefix = '' } of familiesOf(rule))
      families.push({
        name: `${rule}/${name}`,
        rule,
        build(length) {
          const bodyLength = length - suffix.length - prefix.length
          const body =
            every === undefined ? repeatTo(unit, bodyLength) : withNewlines(repeatTo(unit, bodyLength), every)
          return (prefix + body.slice(0, bodyLength) + suffix).slice(0, length)
        },
      })
  }
  return families
}

/** The four adversarial inputs first named by the §6 linearity requirement, each `length` UTF-16 units. */
export function adversarialInputs(length: number): Record<string, string> {
  const fill = (unit: string) => repeatTo(unit, length)
  return {
    'curl curl curl …': fill('curl '),
    'ignore a a a …': ('ignore ' + fill('a ')).slice(0, length),
    '<!-- repeated': fill('<!--'),
    'cat  repeated': fill('cat '),
    'do not tell tell the …': fill('do not tell tell the '),
  }
}
