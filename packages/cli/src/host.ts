import { createDefaultHost } from '@hermes/assemble'
import type { Host } from '@hermes/core'
import { hintsPlugin } from '@hermes/hints'

/**
 * The host every command uses: the built-in file types and presets
 * (`createDefaultHost`), plus the Hermes tool-call extractor for hints when
 * the default host does not register one already.
 */
export function demoHost(): Host {
  const host = createDefaultHost()
  return host.hintExtractors.length > 0 ? host : createDefaultHost({ plugins: [hintsPlugin] })
}

/**
 * The preset that will run: `name`, else the host's default.
 *
 * @throws HermesError `UNKNOWN_PRESET` (the CLI turns it into exit code 2)
 */
export function presetId(host: Host, name: string | undefined): string {
  return host.preset(name).id
}
