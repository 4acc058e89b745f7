/**
 * Deterministic "ordinary Markdown" for benchmarks: a realistic AGENTS.md-style
 * document (headings, prose, lists, code, links, a table, a little non-ASCII)
 * that the `hermes` preset passes, repeated with varying numbers to `length`
 * UTF-16 units.
 */
const DOCUMENT = `# Contributing guide

This repository holds the payments service and its web dashboard. You should read
this page before you open a pull request; it explains how we build, test and ship.

## Setup

1. Install Node 20 and pnpm 12 — the versions are pinned in \`package.json\`.
2. Run \`pnpm install\` once, then \`pnpm test\` to check that everything works.
3. Copy \`config/example.yaml\` to \`config/local.yaml\` and fill in the database URL.

> **Note:** do not commit generated files. The \`dist/\` folders are rebuilt on CI.

## Code style

- TypeScript strict mode, ES modules, named exports only.
- Keep functions short; one concept per file, named for the concept.
- Prefer \`const\`; avoid classes unless you need \`instanceof\`.
- Use the logger from \`src/log.ts\` instead of \`console.log\` (it adds request ids).
- Names: \`camelCase\` for values, \`PascalCase\` for types, \`SCREAMING_CASE\` for constants.

\`\`\`ts
export function formatAmount(cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(cents / 100)
}
\`\`\`

## Testing

Every bug fix comes with a test that fails before the fix. Unit tests live next to
the code in \`test/\`; integration tests use the docker compose file in \`dev/\`.
Run a single file with \`pnpm exec vitest run test/ledger.test.ts\`. The CI job
checks coverage and fails below 85 % on changed lines.

| command | what it does |
| --- | --- |
| \`pnpm build\` | compiles every package with tsup |
| \`pnpm lint\` | eslint and prettier in check mode |
| \`pnpm e2e\` | browser tests against a local server on port 4173 |

## Database

Migrations are plain SQL files under \`db/migrations\`, numbered in order. Never edit
a migration that has been merged; add a new one instead. The schema is documented
in [docs/schema.md](docs/schema.md). Use transactions for anything that touches more
than one table, and keep queries in \`src/repo/\` so the service layer stays pure.

## Pull requests

Write a short description: what changed, why, and how you tested it. Link the issue.
Small pull requests get reviewed faster. If a change is risky, put it behind a
feature flag and say so in the description. Screenshots help for UI changes.
Reviewers check naming, error handling, logging and the tests first.

## Release

Releases are cut from \`main\` every Tuesday. The changelog is generated from
changesets; add one with \`pnpm changeset\` when a user-visible change lands.
After the release, watch the dashboards for an hour – error rates, latency and
queue depth – and roll back with \`pnpm release:rollback\` if something looks off.

`

export function ordinaryMarkdown(length: number): string {
  const parts: string[] = []
  let size = 0
  for (let i = 1; size < length; i++) {
    const part = DOCUMENT.replaceAll('85 %', `${80 + (i % 15)} %`).replaceAll('4173', String(4000 + i))
    parts.push(part)
    size += part.length
  }
  return parts.join('').slice(0, length)
}
