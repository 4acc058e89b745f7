/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import type { Rule, RuleContext } from '@hermes/core'

const INTERNAL_URL = /\bhttps?:\/\/([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8})\.corp\.acme\.example\b[^\s)`'"]{0,500}/gi

/**
 * `acme/internal-url` — category `exfiltration`, severity `warn`.
 *
 * ACME's fictional policy: context files are shared with outside contractors,
 * so they must not name internal hosts (`*.corp.acme.example`). Reports each
 * internal URL as a warning; the `allow` option lists hosts that may appear
 * (e.g. the public status page).
 */
export const internalUrl: Rule = {
  id: 'acme/internal-url',
  meta: { category: 'exfiltration', severity: 'warn', description: 'Internal ACME host named in a context file' },
  check(text: string, context: RuleContext) {
    const allow = Array.isArray(context.options.allow)
      ? (context.options.allow as unknown[]).filter((h): h is string => typeof h === 'string')
      : []
    INTERNAL_URL.lastIndex = 0
    for (let m = INTERNAL_URL.exec(text); m; m = INTERNAL_URL.exec(text)) {
      const host = `${m[1]!.toLowerCase()}.corp.acme.example`
      if (allow.includes(host)) continue
      context.report({
        start: m.index,
        end: m.index + m[0].length,
        message: `Internal host ${host} named in a context file`,
      })
    }
  },
}
