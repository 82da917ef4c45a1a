// Adds up the vitest JSON reports the packages wrote during `pnpm test`: a line per package, the failed
// tests and those that passed only on a retry, then one closing line in the plain form CI reads:
// "N passed, N failed" (with skipped and passed-on-a-retry when any).
import {existsSync, readFileSync} from 'node:fs'
import {join, relative} from 'node:path'

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
// CI keeps only the log's tail, so the failed tests are named here, each with the first lines of
// its error, next to the counts; so is a test that passed on a retry (the dev studio's browser tests
// get one): vitest keeps the errors of its failed attempt.
const failures = testsWhere((test) => test.status === 'failed', 4)
const flaky = testsWhere((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0, 3)
for (const [label, tests] of [
  ['passed on a retry', flaky],
  ['FAILED', failures],
]) {
  for (const {where, message} of tests.slice(0, 8)) {
    console.log(`${label}: ${where}`)
    if (message) console.log(message.replace(/^/gm, '    '))
  }
  if (tests.length > 8) console.log(`… and ${tests.length - 8} more (${label})`)
}
for (const dir of missing) console.log(`${dir}: no test report (its test run ended before vitest wrote one)`)
if (reports.length === 0) {
  console.error('test-summary: no test reports found')
  process.exit(1)
}

function testsWhere(matches, lines) {
  return reports.flatMap(({report}) =>
    (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? []).filter(matches).map((test) => ({
        where: `${relative(process.cwd(), file.name)} > ${test.fullName}`,
        message: firstLines(test.failureMessages?.[0] ?? '', lines),
      })),
    ),
  )
}

function firstLines(text, count) {
  // eslint-disable-next-line no-control-regex -- strips the terminal colours vitest writes
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '')
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line))
    .join('\n')
}

const retried = flaky.length ? `, ${flaky.length} passed on a retry` : ''
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${retried}`)
process.exit(failed > 0 || missing.length > 0 ? 1 : 0)
