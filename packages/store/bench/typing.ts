import {performance} from 'node:perf_hooks'
import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {createWorkspaceClient} from '../src/client/index.js'
import {createDocumentStore} from '../src/documents/index.js'
import {BufferedCopy} from '../src/documents/buffered/buffered-copy.js'
import {DocumentPair} from '../src/documents/pair/document-pair.js'
import {DATASET, PROJECT_ID, startLake} from '../test/support/lake.js'

/**
 * `pnpm --filter @tessera/store bench:typing`: what one keystroke costs the document store on a large
 * document (100 array items × 30 string fields, as in `pnpm bench:form`; `BENCH_ROWS` for another
 * size), through the real path: the patches a form sends per keystroke into one item's field
 * (`setIfMissing` of the item, then the keystroke as a `diffMatchPatch` of the field, as the form's
 * text inputs send it; `BENCH_PATCH=set` sends a `set` of the whole field instead, for comparison)
 * through `operations.patch`, then reading the edit state a form would render. Commits go to a real
 * lake at the normal throttle, so our own transactions come back through the listener while typing,
 * as they do in the studio. Prints per-keystroke times, and what each commit and each listen event took.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 100)
const FIELDS = 30
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 200)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PATCH = process.env.BENCH_PATCH === 'set' ? 'set' : 'diffMatchPatch'

function largeDocument(id: string): {_id: string; _type: string; [field: string]: unknown} {
  const rows = Array.from({length: ROWS}, (_, row) => ({
    _key: `row${row}`,
    _type: 'row',
    ...Object.fromEntries(
      Array.from({length: FIELDS}, (_, field) => [`f${field}`, `row ${row} field ${field}`]),
    ),
  }))
  return {_id: id, _type: 'bench', title: 'Large', rows}
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Counts the calls of `prototype[method]` and the time they take, until `reset`. */
function timeCalls(prototype: object, method: string) {
  const timed = {ms: 0, count: 0, reset: () => Object.assign(timed, {ms: 0, count: 0})}
  const target = prototype as Record<string, (...args: unknown[]) => unknown>
  const original = target[method]!
  target[method] = function (this: unknown, ...args: unknown[]) {
    const start = performance.now()
    try {
      return original.apply(this, args)
    } finally {
      timed.ms += performance.now() - start
      timed.count++
    }
  }
  return timed
}

/** Handing the staged keystrokes to the mutator and sending them, per commit. */
const commits = timeCalls(BufferedCopy.prototype, 'commit')
/** Applying listen events (our own commits coming back). */
const receives = timeCalls(DocumentPair.prototype, 'receive')

async function main(): Promise<void> {
  const lake = await startLake()
  const client = createWorkspaceClient({
    projectId: PROJECT_ID,
    dataset: DATASET,
    apiHost: lake.url,
    token: lake.adminToken,
  })
  const store = createDocumentStore({client})
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const id = `large-${round}`
      await lake.client().create(largeDocument(id))
      const pair = store.pair(id, 'bench')
      await pair.whenReady()
      // What the form sends per keystroke: the object input's `setIfMissing({_type})`, then the change.
      const item = 'rows[_key=="row50"]'
      const path = `${item}.f7`
      let text = ''
      const samples: number[] = []
      receives.reset()
      commits.reset()
      for (let i = 0; i < KEYSTROKES; i++) {
        const before = i === 0 ? 'row 50 field 7' : text
        text = before + 'abcdefghijklmnopqrstuvwxyz '[i % 27]
        const start = performance.now()
        const change =
          PATCH === 'set'
            ? {set: {[path]: text}}
            : {diffMatchPatch: {[path]: stringifyPatches(makePatches(before, text))}}
        pair.getOperations().patch.execute([{setIfMissing: {[item]: {_type: 'row'}}}, change])
        const state = pair.getEditState()
        samples.push(performance.now() - start)
        if (!state.draft) throw new Error('no draft after a patch')
        // Typing speed: a keystroke every ~10 ms lets commits and their listen events interleave.
        await sleep(10)
      }
      await pair.getOperations().commit.execute()
      const rows = (pair.getEditState().draft?.rows ?? []) as Record<string, unknown>[]
      if (rows[50]?.f7 !== text) throw new Error('the last keystroke is missing from the draft')
      pair.release()
      const total = samples.reduce((sum, value) => sum + value, 0)
      console.log(
        `round ${round + 1} (${PATCH}): ${KEYSTROKES} keystrokes on ${ROWS}×${FIELDS} fields: ` +
          `mean ${(total / samples.length).toFixed(3)} ms  p50 ${percentile(samples, 50).toFixed(3)} ms  ` +
          `p90 ${percentile(samples, 90).toFixed(3)} ms  max ${Math.max(...samples).toFixed(3)} ms; ` +
          `${receives.count} listen events took ${(receives.ms / Math.max(1, receives.count)).toFixed(3)} ms each, ` +
          `${commits.count} commits ${(commits.ms / Math.max(1, commits.count)).toFixed(3)} ms each`,
      )
    }
  } finally {
    store.dispose()
    await lake.stop()
  }
}

await main()
