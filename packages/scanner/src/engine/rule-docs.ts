import type { Rule } from '@hermes/core'

/**
 * The default options of a rule: its options schema's output for `{}`, for
 * docs and `--print-config`-style tools. `undefined` when the rule has no
 * schema, or when its schema requires options (no defaults for everything).
 * Never throws.
 */
export function ruleOptionDefaults(rule: Rule): Readonly<Record<string, unknown>> | undefined {
  const schema = rule.meta.schema
  if (schema === undefined) return undefined
  try {
    const result = schema['~standard'].validate({})
    if (result instanceof Promise) {
      result.catch(() => undefined)
      return undefined
    }
    return result.issues ? undefined : result.value
  } catch {
    return undefined
  }
}
