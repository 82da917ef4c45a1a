// Adds up the vitest JSON reports every package wrote during `pnpm test` and prints one closing line
// in the plain form CI reads: "N passed, N failed" (with skipped when any).
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

const roots = ['packages', 'examples', '.'].filter((dir) => existsSync(dir))
const reports = []
for (const root of roots) {
  const dirs = root === '.' ? ['dev-studio', 'storybook'] : readdirSync(root).map((name) => join(root, name))
  for (const dir of dirs) {
    const file = join(dir, '.test-results.json')
    if (existsSync(file)) reports.push({dir, report: JSON.parse(readFileSync(file, 'utf8'))})
  }
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
if (reports.length === 0) {
  console.error('test-summary: no test reports found')
  process.exit(1)
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
