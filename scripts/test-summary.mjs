// Adds up the vitest JSON reports every package wrote during `pnpm test` and prints one closing line
// in the plain form CI reads: "N passed, N failed" (with skipped when any).
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

// With directories as arguments (scripts/run-tests.mjs passes the ones it ran), only those count, and
// one without a report (its run died before vitest wrote one) fails the summary.
const given = process.argv.slice(2)
const roots = ['packages', 'examples', '.'].filter((dir) => existsSync(dir))
const candidates =
  given.length > 0
    ? given
    : roots.flatMap((root) =>
        root === '.' ? ['dev-studio', 'storybook'] : readdirSync(root).map((name) => join(root, name)),
      )
const reports = []
const missing = []
for (const dir of candidates) {
  const file = join(dir, '.test-results.json')
  if (existsSync(file)) reports.push({dir, report: JSON.parse(readFileSync(file, 'utf8'))})
  else if (given.length > 0) missing.push(dir)
}

let passed = 0
let failed = 0
let skipped = 0
for (const {dir, report} of reports) {
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  console.log(`${dir}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
}
for (const dir of missing) console.log(`${dir}: no test report (its test run ended before vitest wrote one)`)
if (reports.length === 0) {
  console.error('test-summary: no test reports found')
  process.exit(1)
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || missing.length > 0 ? 1 : 0)
