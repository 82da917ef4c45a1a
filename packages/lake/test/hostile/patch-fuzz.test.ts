import {afterAll, beforeAll, expect, test} from 'vitest'
import {startLake, type TestLake} from '../helpers/start-lake.js'
import {expectResponsive} from './auth-support.js'
import {pickWith, seededRandom} from './seeded-random.js'
import {timed} from './timed.js'

/**
 * Issue 12: random patch paths and operations (indexes and ranges far past the end, negative ones,
 * key and value selectors, deep and recursive paths), seeded and bounded. No patch may crash the
 * lake, answer 5xx, or take long; afterwards it still answers at once.
 * `TESSERA_PATCH_FUZZ_PATCHES` runs more.
 */

const SEED = Number(process.env.TESSERA_PATCH_FUZZ_SEED ?? 7)
const PATCHES = Number(process.env.TESSERA_PATCH_FUZZ_PATCHES ?? 300)
/**
 * What a request may cost: CPU time of this process (the lake runs in it, its PostgreSQL connection in
 * a worker thread of it), which other processes on a loaded machine do not inflate, and a wall-clock
 * ceiling for waits that cost no CPU (a lock held, a stalled stream).
 */
const MAX_CPU_MS = 1000
const MAX_WALL_MS = 10_000

let lake: TestLake

beforeAll(async () => {
  lake = await startLake()
  await lake.client.createOrReplace({
    _id: 'target',
    _type: 'post',
    title: 'Hello world',
    n: 3,
    tags: ['a', 'b', 'c'],
    items: Array.from({length: 50}, (_, i) => ({_key: `k${i}`, text: `item ${i}`, nested: [i, i + 1]})),
    deep: {a: {b: {c: [1, 2, 3]}}},
    // Long enough that selecting many items of it, or patching its text many times, is over a limit.
    big: Array.from({length: 5_000}, (_, i) => i),
    long: 'lorem ipsum '.repeat(20_000),
  })
})

afterAll(() => lake.stop())

function patchGenerator(next: () => number) {
  const pick = pickWith(next)
  const number = () => pick([0, 1, 2, -1, -2, 49, 50, 51, 999, 4999, 5000, 999999999, -999999999, 1.5, -0])
  const selector = () =>
    pick([
      () => `[${number()}]`,
      () => `[${number()}:${number()}]`,
      () => `[${number()}:]`,
      () => `[:${number()}]`,
      () => `[_key=="k${Math.floor(next() * 60)}"]`,
      () => `[@ == "a"]`,
      () => `[text == "item 3"]`,
      () => `[${number()},${number()}]`,
      () => `[n > ${number()}]`,
      () => `[flag == true]`,
      () => `['quoted name']`,
      () => `[${number()}:${number()}:${pick([1, -1, 0])}]`,
    ])()
  const segment = () =>
    pick(['title', 'n', 'tags', 'items', 'deep', 'text', 'nested', 'missing', 'a', 'b', 'c', 'big', 'long'])
  const path = (): string => {
    let out = pick([segment(), segment(), '..text', '..c', '..[_key=="k1"]', 'deep..a'])
    const steps = Math.floor(next() * 4)
    for (let i = 0; i < steps; i++) out += next() < 0.5 ? selector() : `.${segment()}`
    return out
  }
  /** Hunks at wild offsets, with context that may or may not be in the text. */
  const textPatch = () => {
    const hunks = pick([1, 2, 50, 1001])
    let out = ''
    for (let i = 0; i < hunks; i++) {
      const at = pick([1, 7, 1000, 239_000, 999_999_999])
      const context = pick(['Hello', 'lorem', 'ipsum ', 'zzzz', 'x'.repeat(3000)])
      out += `@@ -${at},${context.length} +${at},${context.length + 1} @@\n ${encodeURI(context)}\n+!\n`
    }
    return pick([out, out, '@@ garbage', '@@ -1,5 +1,6 @@\n Hello\n+!\n'])
  }
  return (): Record<string, unknown> => {
    switch (Math.floor(next() * 6)) {
      case 0:
        return {set: {[path()]: pick(['x', 1, {a: 1}, [1, 2]])}}
      case 1:
        return {unset: [path(), path()]}
      case 2:
        return {insert: {[pick(['before', 'after', 'replace'])]: path(), items: ['x', {_key: 'new'}]}}
      case 3:
        return {inc: {[path()]: 1}}
      case 4:
        return {setIfMissing: {[path()]: []}}
      default:
        return {diffMatchPatch: {[pick([path(), 'title', 'long'])]: textPatch()}}
    }
  }
}

/** One fuzzed patch as a request: most by the mutate endpoint, every fourth inside an edit action. */
function requestFor(patch: Record<string, unknown>, i: number): {path: string; body: unknown} {
  if (i % 4 === 3) {
    return {
      path: '/data/actions/test?dryRun=true',
      body: {
        actions: [
          {actionType: 'sanity.action.document.edit', draftId: 'drafts.target', publishedId: 'target', patch},
        ],
      },
    }
  }
  return {path: '/data/mutate/test?dryRun=true', body: {mutations: [{patch: {id: 'target', ...patch}}]}}
}

test(`${PATCHES} random patches from seed ${SEED}: never 5xx, never slow`, {timeout: 300_000}, async () => {
  const nextPatch = patchGenerator(seededRandom(SEED))
  const problems: string[] = []
  const statuses = new Map<number, number>()
  let slowest = 0
  const {token} = lake.lake.kernel.tokens.createRobotToken({roles: ['editor'], label: 'fuzz'})
  for (let i = 0; i < PATCHES; i++) {
    const patch = nextPatch()
    const {path, body} = requestFor(patch, i)
    const {value, ms, cpuMs} = await timed(async () => {
      const answer = await fetch(`${lake.url}/v2025-02-19${path}`, {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
        body: JSON.stringify(body),
      })
      return {response: answer, text: await answer.text()}
    })
    const {response, text} = value
    slowest = Math.max(slowest, cpuMs)
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    if (response.status >= 500) problems.push(`${response.status} for ${JSON.stringify(body)}`)
    if (cpuMs > MAX_CPU_MS || ms > MAX_WALL_MS)
      problems.push(`${Math.round(cpuMs)} ms of CPU, ${Math.round(ms)} ms in all, for ${JSON.stringify(body)}`)
    // A refusal is a clear 4xx in the error shape @sanity/client reads.
    if (response.status >= 400) {
      const error = JSON.parse(text) as {message?: unknown; statusCode?: unknown}
      if (typeof error.message !== 'string' || error.statusCode !== response.status)
        problems.push(`unclear ${response.status} for ${JSON.stringify(body)}: ${text.slice(0, 200)}`)
    }
  }
  expect(problems, `seed ${SEED}, costliest ${Math.round(slowest)} ms of CPU`).toEqual([])
  // Both kinds happen: patches that apply and patches that are refused.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(PATCHES / 10)
  expect(statuses.get(400) ?? 0).toBeGreaterThan(PATCHES / 10)
  await expectResponsive(lake.url)
})
