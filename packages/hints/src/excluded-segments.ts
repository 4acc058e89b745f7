/**
 * Directory names that never give hints (§5): version-control metadata,
 * dependencies, virtual environments, build output and caches. A directory
 * qualifies only when no segment of its path **below the working directory**
 * is one of these (exact, case-sensitive match: `node_modules.bak` qualifies).
 */
export const EXCLUDED_SEGMENTS: ReadonlySet<string> = new Set([
  '.git',
  '.hg',
  '.svn',
  'node_modules',
  'venv',
  '.venv',
  'site-packages',
  'dist-packages',
  'vendor',
  'third_party',
  'build',
  'dist',
  'target',
  'out',
  'coverage',
  '.next',
  '.turbo',
  '.parcel-cache',
  '.nuxt',
  '.svelte-kit',
  '__pycache__',
  '.cache',
  '.tox',
  '.nox',
  '.mypy_cache',
  '.pytest_cache',
  '.ruff_cache',
  '.npm',
  '.yarn',
  '.pnpm-store',
  '.gradle',
  '.m2',
  '.nuget',
])

/**
 * `true` when a path relative to the working directory (`/`-separated) has
 * an excluded segment (§5).
 */
export function hasExcludedSegment(relativePath: string): boolean {
  for (const segment of relativePath.split('/')) if (EXCLUDED_SEGMENTS.has(segment)) return true
  return false
}
