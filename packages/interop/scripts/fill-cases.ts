// Fills in `expected` of the cases that have none (new cases), by running them. Review every filled value
// by reading it before committing: a case is a claim about the agent's documented behaviour, not a snapshot.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CASES_DIR, loadCases, runCase } from '../test/run-case.js'

for (const testCase of loadCases()) {
  if (testCase.expected !== undefined && !process.argv.includes('--all')) continue
  const expected = await runCase({ ...testCase, expected: undefined })
  writeFileSync(join(CASES_DIR, `${testCase.name}.json`), `${JSON.stringify({ ...testCase, expected }, null, 2)}\n`)
  console.log('filled', testCase.name)
}
