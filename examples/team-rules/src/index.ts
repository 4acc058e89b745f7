import { HermesError, type HermesPlugin, type HermesPluginFactory, type Preset } from '@hermes/core'
import * as v from 'valibot'
import { acmeFileType } from './acme-file-type.js'
import { changeBoardBypass } from './change-board-bypass.js'
import { noInternalUrls } from './no-internal-urls.js'

export { acmeFileType } from './acme-file-type.js'
export { changeBoardBypass, changeBoardBypassOptions, type ChangeBoardBypassOptions } from './change-board-bypass.js'
export { noInternalUrls, noInternalUrlsOptions, type NoInternalUrlsOptions } from './no-internal-urls.js'

/** Options of {@link acmePlugin}. */
export interface AcmePluginOptions {
  /** Hosts the `acme` preset lets `acme/no-internal-urls` through (default: the public status page). */
  readonly allow?: readonly string[]
}

const pluginOptions = v.optional(
  v.strictObject({ allow: v.optional(v.array(v.string()), ['status.corp.acme.example']) }),
  {},
)

/** The preset `acme`: everything of `recommended`, plus ACME's two rules. */
function acmePreset(allow: readonly string[]): Preset {
  return {
    id: 'acme',
    description: "The recommended preset plus ACME's change-board and internal-host rules",
    extends: ['recommended'],
    rules: [changeBoardBypass.id, noInternalUrls.id],
    settings: { [noInternalUrls.id]: ['warn', { allow: [...allow] }] },
  }
}

/**
 * The fictional ACME team's plugin (spec §9), as a plugin factory: two rules
 * with options, a preset `acme` extending `recommended`, and the `acme` file
 * type (`ACME.md`). The default export, so `--plugin @example/team-rules`
 * and `plugins: [acmePlugin]` / `[[acmePlugin, { allow: [...] }]]` work.
 *
 * @throws HermesError `INVALID_OPTION` when the options are malformed
 */
export const acmePlugin: HermesPluginFactory<AcmePluginOptions | undefined> = (options) => {
  const parsed = v.safeParse(pluginOptions, options)
  if (!parsed.success)
    throw new HermesError(
      'INVALID_OPTION',
      `@example/team-rules: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'options'}: ${issue.message}`).join('; ')}`,
      { plugin: '@example/team-rules' },
    )
  return {
    name: '@example/team-rules',
    rules: [changeBoardBypass, noInternalUrls],
    presets: [acmePreset(parsed.output.allow)],
    fileTypes: [acmeFileType],
  }
}

/** The plugin with its default options (same as `acmePlugin()`). */
export const acmeRules: HermesPlugin = acmePlugin(undefined)

export default acmePlugin
