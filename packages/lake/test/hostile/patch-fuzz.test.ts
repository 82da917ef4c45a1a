import {afterAll, beforeAll, expect, test} from 'vitest'
import {startLake, type TestLake} from '../helpers/start-lake.js'
import {expectResponsive} from './auth-support.js'

/**
 * Issue 12: random patch paths and operations (indexes and ranges far past the end, negative ones,
 * key and value selectors, deep and recursive paths), seeded and bounded. No patch may crash the
 * lake, answer 5xx, or take long; afterwards it still answers at once.
 * `TESSERA_PATCH_FUZZ_PATCHES` runs more.
 */

const SEED = Number(process.env.TESSERA_PATCH_FUZZ_SEED ?? 7)
const PATCHES = Number(process.env.TESSERA_PATCH_FUZZ_PATCHES ?? 300)
const MAX_MS = 1000

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
  })
})

afterAll(() => lake.stop())

function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0
    return state / 2 ** 32
  }
}

function patchGenerator(next: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const number = () => pick([0, 1, 2, -1, -2, 49, 50, 51, 999, 999999999, -999999999])
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
    ])()
  const segment = () =>
    pick(['title', 'n', 'tags', 'items', 'deep', 'text', 'nested', 'missing', 'a', 'b', 'c'])
  const path = (): string => {
    let out = pick([segment(), '..text', '..c'])
    const steps = Math.floor(next() * 4)
    for (let i = 0; i < steps; i++) out += next() < 0.5 ? selector() : `.${segment()}`
    return out
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
        return {diffMatchPatch: {[path()]: '@@ -1,5 +1,6 @@\n Hello\n+!\n'}}
    }
  }
}

test(`${PATCHES} random patches from seed ${SEED}: never 5xx, never slow`, {timeout: 300_000}, async () => {
  const nextPatch = patchGenerator(random(SEED))
  const problems: string[] = []
  const statuses = new Map<number, number>()
  const {token} = lake.lake.kernel.tokens.createRobotToken({roles: ['editor'], label: 'fuzz'})
  for (let i = 0; i < PATCHES; i++) {
    const patch = nextPatch()
    const started = performance.now()
    const response = await fetch(`${lake.url}/v2025-02-19/data/mutate/test?dryRun=true`, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
      body: JSON.stringify({mutations: [{patch: {id: 'target', ...patch}}]}),
    })
    await response.arrayBuffer()
    const ms = performance.now() - started
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    if (response.status >= 500) problems.push(`${response.status} for ${JSON.stringify(patch)}`)
    if (ms > MAX_MS) problems.push(`${Math.round(ms)} ms for ${JSON.stringify(patch)}`)
  }
  expect(problems, `seed ${SEED}`).toEqual([])
  // Both kinds happen: patches that apply and patches that are refused.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(PATCHES / 10)
  expect(statuses.get(400) ?? 0).toBeGreaterThan(PATCHES / 10)
  await expectResponsive(lake.url)
})
