import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startLake, type TestLake} from './helpers/start-lake.js'

/*
 * Two studios patch one string, each against the text it saw (issue 13). Whatever landed meanwhile,
 * each keystroke lands where its context says, and none is dropped.
 */

let lake: TestLake

beforeAll(async () => {
  lake = await startLake()
})
afterAll(() => lake.stop())

const patchOf = (before: string, after: string) => stringifyPatches(makePatches(before, after))

async function titleAfter(id: string, start: string, edits: [string, string][]): Promise<unknown> {
  await lake.client.createOrReplace({_id: id, _type: 'post', title: start, items: [{_key: 'a', text: start}]})
  for (const [before, after] of edits) {
    await lake.client
      .patch(id)
      .diffMatchPatch({title: patchOf(before, after), 'items[_key=="a"].text': patchOf(before, after)})
      .commit()
  }
  const doc = await lake.client.getDocument(id)
  expect(doc?.items).toEqual([{_key: 'a', text: doc?.title}])
  return doc?.title
}

describe('diffMatchPatch on a string someone else changed meanwhile', () => {
  test('"beta " typed at the start and " alpha" at the end of "BASE", keystroke by keystroke', async () => {
    const edits: [string, string][] = []
    const b = 'beta '
    const a = ' alpha'
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      // Each studio's view: the base with its own keystrokes so far (the other's have not arrived).
      if (i < b.length) edits.push([b.slice(0, i) + 'BASE', b.slice(0, i + 1) + 'BASE'])
      if (i < a.length) edits.push(['BASE' + a.slice(0, i), 'BASE' + a.slice(0, i + 1)])
    }
    expect(await titleAfter('both-ends', 'BASE', edits)).toBe('beta BASE alpha')
  })

  test('a character typed at the end of a text someone has typed after is kept', async () => {
    expect(
      await titleAfter('end', 'Hi', [
        ['Hi', 'Oh, Hi there'],
        ['Hi', 'Hi!'],
      ]),
    ).toBe('Oh, Hi! there')
  })

  test('a deletion whose surroundings changed is done, and nothing else is deleted', async () => {
    expect(
      await titleAfter('delete', 'ABCD', [
        ['ABCD', 'xyzABCDefg'],
        ['ABCD', 'A'],
      ]),
    ).toBe('xyzAefg')
  })
})
