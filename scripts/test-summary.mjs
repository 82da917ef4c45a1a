// Adds up the vitest JSON reports the packages wrote during `pnpm test` and prints one closing line
// in the plain form CI reads: "N passed, N failed" (with skipped when any).
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

// The package directories whose tests ran (scripts/run-tests.mjs passes them); one without a report
// (its run died before vitest wrote one) fails the summary.
const dirs = process.argv.slice(2)
const reports = []
const missing = []
for (const dir of dirs) {
  const file = join(dir, '.test-results.json')
  if (existsSync(file)) reports.push({dir, report: JSON.parse(readFileSync(file, 'utf8'))})
  else missing.push(dir)
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
