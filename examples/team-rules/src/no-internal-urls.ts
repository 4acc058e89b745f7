/* eslint-disable @typescript-eslint/no-non-null-assertion -- regex groups are present by construction */
import type { Rule, RuleContext } from '@hermes/core'
import * as v from 'valibot'

const HOST = /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}$/

/** Options of `acme/no-internal-urls`, with their defaults (valibot; any Standard Schema works). */
export const noInternalUrlsOptions = v.object({
  /** The internal domain: URLs on it or its subdomains are reported. */
  domain: v.optional(v.pipe(v.string(), v.toLowerCase(), v.regex(HOST, 'must be a domain name')), 'corp.acme.example'),
  /** Hosts that may appear (e.g. the public status page). */
  allow: v.optional(v.array(v.pipe(v.string(), v.toLowerCase())), []),
})

/** The options as the rule receives them (defaults filled in). */
export type NoInternalUrlsOptions = v.InferOutput<typeof noInternalUrlsOptions>

const URL = /\bhttps?:\/\/([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8})(?=[/:?#\s)`'"]|$)[^\s)`'"]{0,500}/gi

/**
 * `acme/no-internal-urls` — category `exfiltration`, default severity `warn`.
 *
 * ACME's fictional policy: context files are shared with outside contractors,
 * so they must not name internal hosts. Reports each URL whose host is the
 * `domain` option or one of its subdomains, unless the host is in `allow`.
 */
export const noInternalUrls: Rule = {
  id: 'acme/no-internal-urls',
  meta: {
    category: 'exfiltration',
    severity: 'warn',
    description: 'Internal ACME host named in a context file',
    url: 'https://www.npmjs.com/package/@example/team-rules#acmeno-internal-urls',
    schema: noInternalUrlsOptions,
    optionDocs: {
      domain: 'The internal domain; URLs on it or its subdomains are reported.',
      allow: 'Hosts that may appear anyway (e.g. the public status page).',
    },
    examples: {
      valid: [
        'Docs: https://docs.acme.example',
        {
          text: 'See https://status.corp.acme.example for outages.',
          options: { allow: ['status.corp.acme.example'] },
        },
      ],
      invalid: [
        { text: 'Deploy logs: https://logs.corp.acme.example/deploys', line: 1, column: 14, severity: 'warn' },
        {
          name: 'another internal domain',
          text: 'Wiki: https://wiki.intra.example/start',
          options: { domain: 'intra.example' },
          excerpt: 'https://wiki.intra.example/start',
        },
      ],
    },
  },
  check(text: string, context: RuleContext) {
    const { domain, allow } = context.options as NoInternalUrlsOptions
    const suffix = `.${domain}`
    URL.lastIndex = 0
    for (let m = URL.exec(text); m; m = URL.exec(text)) {
      const host = m[1]!.toLowerCase()
      if (host !== domain && !host.endsWith(suffix)) continue
      if (allow.includes(host)) continue
      context.report({
        start: m.index,
        end: m.index + m[0].length,
        message: `Internal host ${host} named in a context file`,
      })
    }
  },
}
