import { readFileSync } from 'node:fs'

/** The version of `@hermes/cli`, read from its package.json (works from `src/` and `dist/`). */
export function demoVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: unknown
    }
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0'
  } catch {
    return '0.0.0'
  }
}
