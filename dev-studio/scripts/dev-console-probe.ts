import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {FIRST_RUN_PATHS, probeFirstRun} from './first-run.js'

/**
 * `pnpm dev:probe [paths…]`: a first run of the dev studio in headless Chromium (scripts/first-run.ts);
 * prints every console warning or error and failed request, exit code 1 when there was any.
 */
const paths = process.argv.length > 2 ? process.argv.slice(2) : FIRST_RUN_PATHS
const screenshot = join(tmpdir(), 'dev-probe.png')
const problems = await probeFirstRun(paths, {screenshot})
console.log(
  problems.length ? problems.join('\n') : `No console warnings or errors, no failed requests (${screenshot})`,
)
process.exitCode = problems.length ? 1 : 0
