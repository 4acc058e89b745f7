import type { Rule, RuleOptionsSchema } from '@hermes/core'
import * as v from 'valibot'
import { DEFAULT_ALLOW_HOSTS, DEFAULT_TRUSTED_SCRIPT_HOSTS } from './text/commands.js'

const hostList = v.array(v.pipe(v.string(), v.trim(), v.minLength(1)))

/** Options of `exfiltration`: `allowHosts`, `trustedScriptHosts` (unknown keys are errors). */
export const exfiltrationOptions = v.strictObject({
  allowHosts: v.optional(hostList, () => [...DEFAULT_ALLOW_HOSTS]),
  trustedScriptHosts: v.optional(hostList, () => [...DEFAULT_TRUSTED_SCRIPT_HOSTS]),
})

/** Options of `markdown-exfiltration`: `allowHosts` (unknown keys are errors). */
export const markdownExfiltrationOptions = v.strictObject({
  allowHosts: v.optional(hostList, () => [...DEFAULT_ALLOW_HOSTS]),
})

/** Option schemas and docs of the `recommended` rules that take options, by rule id. */
const OPTIONS: Readonly<
  Record<string, { readonly schema: RuleOptionsSchema; readonly optionDocs: Readonly<Record<string, string>> }>
> = {
  exfiltration: {
    schema: exfiltrationOptions,
    optionDocs: {
      allowHosts: 'Hosts a token may go to (the vendor that issued it, localhost); replaces the default list.',
      trustedScriptHosts: 'Hosts whose install scripts may be piped into a shell; replaces the default list.',
    },
  },
  'markdown-exfiltration': {
    schema: markdownExfiltrationOptions,
    optionDocs: { allowHosts: 'Hosts an image or link URL may point to; replaces the default list.' },
  },
}

/** A `recommended` rule with its option schema attached (the rule itself when it takes no options). */
export function withOptionSchema<R extends Rule>(rule: R): R {
  const options = OPTIONS[rule.id]
  return options === undefined ? rule : { ...rule, meta: { ...rule.meta, ...options } }
}
