// Runs every workspace package's `test` script, two at a time in a fixed order, and prefixes each line
// with the package's name. The order is the one that measured best on a 2-core machine: the lake's two
// storage runs in one lane while the other runs the small packages and then the dev studio's browser
// tests; the umbrella package and the stories follow the lake. The suite is CPU-bound, so the order
// changes little, but not nothing: longest first (the browser tests beside the lake for the lake's whole
// run) took the test phase from 28.0 to 29.7 minutes, and two multi-process lake tests past their
// timeouts. Every package runs even after one fails, so CI shows all failures at once, then
// scripts/test-summary.mjs adds up the reports (its last line is what CI reads); the exit code is
// non-zero when any failed. TESSERA_TEST_LANES changes how many run at once.
import {spawn, spawnSync} from 'node:child_process'
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {join} from 'node:path'

/** The order packages start in (see above); packages not listed come last. */
const ORDER = [
  '@tessera/lake',
  '@tessera/schema',
  '@tessera/store',
  '@tessera/kit',
  '@tessera/form',
  '@tessera/search',
  '@tessera/core',
  '@tessera/structure',
  '@tessera/dev-studio',
  'tessera',
  '@tessera/storybook',
]

const lanes = Math.max(1, Number(process.env.TESSERA_TEST_LANES ?? 2) || 2)

function workspacePackages() {
  const dirs = ['dev-studio', 'storybook']
  for (const root of ['packages', 'examples']) {
    if (existsSync(root)) dirs.push(...readdirSync(root).map((name) => join(root, name)))
  }
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))}))
    .filter(({manifest}) => typeof manifest.scripts?.test === 'string')
    .map(({dir, manifest}) => ({dir, name: manifest.name}))
}

function rank(name) {
  const index = ORDER.indexOf(name)
  return index === -1 ? ORDER.length : index
}

/** Writes a child's output line by line, each line prefixed, so two lanes never split a line. */
function prefixLines(stream, prefix, out) {
  let pending = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) out.write(`${prefix}${line}\n`)
  })
  stream.on('end', () => {
    if (pending) out.write(`${prefix}${pending}\n`)
  })
}

function runTests({dir, name}) {
  const started = Date.now()
  const prefix = `${name}:test: `
  process.stdout.write(`${prefix}started\n`)
  // A report left by an earlier run must not be added up as this run's.
  rmSync(join(dir, '.test-results.json'), {force: true})
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', 'test'], {cwd: dir, stdio: ['ignore', 'pipe', 'pipe']})
    prefixLines(child.stdout, prefix, process.stdout)
    prefixLines(child.stderr, prefix, process.stderr)
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      const ok = code === 0
      process.stdout.write(
        `${prefix}${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`,
      )
      resolve({dir, name, ok, seconds})
    })
  })
}

// Package names as arguments run only those (`node scripts/run-tests.mjs @tessera/kit @tessera/form`).
const only = process.argv.slice(2)
const queue = workspacePackages()
  .filter(({name}) => only.length === 0 || only.includes(name))
  .sort((a, b) => rank(a.name) - rank(b.name))
const results = []
async function lane() {
  for (let next = queue.shift(); next; next = queue.shift()) results.push(await runTests(next))
}
const started = Date.now()
await Promise.all(Array.from({length: lanes}, lane))

console.log(`\nTest runs (${lanes} at a time, ${((Date.now() - started) / 60_000).toFixed(1)} min):`)
for (const {name, ok, seconds} of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`)
const ran = results.map(({dir}) => dir)
const summary = spawnSync('node', ['scripts/test-summary.mjs', ...ran], {stdio: 'inherit'})
process.exit(results.every((result) => result.ok) && summary.status === 0 ? 0 : 1)
