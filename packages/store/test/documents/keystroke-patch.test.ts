import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {type Mut, Mutation} from '@sanity/mutator'
import {describe, expect, it} from 'vitest'
import {applyKeystrokePatches} from '../../src/documents/buffered/keystroke-patch.js'
import type {DocumentSnapshot} from '../../src/documents/types.js'

const doc = (): DocumentSnapshot =>
  ({
    _id: 'drafts.post',
    _type: 'post',
    _rev: 'r1',
    title: 'Hello',
    count: 3,
    rows: [
      {_key: 'a', _type: 'row', name: 'First', tags: ['x']},
      {_key: 'b', _type: 'row', name: 'Second', nested: {deep: 'text'}},
    ],
    body: [
      {
        _key: 'p1',
        _type: 'block',
        children: [
          {_key: 's1', _type: 'span', text: 'Paragraph one', marks: []},
          {_key: 's2', _type: 'span', text: ' bold', marks: ['strong']},
        ],
      },
    ],
  }) as DocumentSnapshot

const dmp = (before: string, after: string) => stringifyPatches(makePatches(before, after))
const patch = (body: Record<string, unknown>): Mut => ({patch: {id: 'drafts.post', ...body}}) as Mut
const byMutator = (document: DocumentSnapshot, mutations: Mut[]) => new Mutation({mutations}).apply(document)

describe('applyKeystrokePatches', () => {
  const same: [string, Mut[]][] = [
    ['diffMatchPatch on a field', [patch({diffMatchPatch: {title: dmp('Hello', 'Hello!')}})]],
    [
      'diffMatchPatch in an array item by key',
      [patch({diffMatchPatch: {'rows[_key=="b"].name': dmp('Second', 'Seconds')}})],
    ],
    [
      'diffMatchPatch in a span of rich text',
      [
        patch({
          diffMatchPatch: {'body[_key=="p1"].children[_key=="s1"].text': dmp('Paragraph one', 'Paragraph 1')},
        }),
      ],
    ],
    ['set by index and key', [patch({set: {'rows[0].name': 'One', 'rows[_key=="b"].nested.deep': 'x'}})]],
    [
      'setIfMissing then diffMatchPatch',
      [patch({setIfMissing: {subtitle: ''}, diffMatchPatch: {subtitle: dmp('', 'a')}})],
    ],
    ['setIfMissing of a present field', [patch({setIfMissing: {title: 'Other'}})]],
    [
      "an object member's edit, as the form sends it",
      [
        patch({setIfMissing: {'rows[_key=="b"]': {_type: 'row'}}}),
        patch({setIfMissing: {'rows[_key=="b"].name': ''}}),
        patch({diffMatchPatch: {'rows[_key=="b"].name': dmp('Second', 'Second!')}}),
      ],
    ],
    ['unset a field', [patch({unset: ['title', 'rows[_key=="a"].tags']})]],
    ['set to the same value', [patch({set: {count: 3}})]],
    [
      'a create of the document before the edit, as every edit sends',
      [
        {createIfNotExists: {_id: 'drafts.post', _type: 'post', title: 'Old'}} as Mut,
        patch({set: {count: 4}}),
      ],
    ],
    ['diffMatchPatch of a number is no change', [patch({diffMatchPatch: {count: dmp('3', '4')}})]],
    [
      'several patches in order',
      [
        patch({diffMatchPatch: {title: dmp('Hello', 'Hello w')}}),
        patch({diffMatchPatch: {title: dmp('Hello w', 'Hello wo')}}),
        patch({set: {'rows[_key=="a"].name': 'A'}, unset: ['count']}),
      ],
    ],
  ]
  for (const [name, mutations] of same) {
    it(`gives the mutator's result: ${name}`, () => {
      const before = doc()
      const fast = applyKeystrokePatches(before, mutations)
      expect(fast).toBeDefined()
      expect(fast).toEqual(byMutator(doc(), mutations))
      // Nothing was written in place.
      expect(before).toEqual(doc())
    })
  }

  it('keeps every untouched subtree (and the whole document when nothing changes)', () => {
    const before = doc()
    const after = applyKeystrokePatches(before, [
      patch({diffMatchPatch: {'rows[_key=="b"].name': dmp('Second', 'Secon')}}),
    ])!
    const rows = after.rows as unknown[]
    const rowsBefore = before.rows as unknown[]
    expect(rows[0]).toBe(rowsBefore[0])
    expect(rows[1]).not.toBe(rowsBefore[1])
    expect(after.body).toBe(before.body)
    expect(applyKeystrokePatches(before, [patch({set: {count: 3}})])).toBe(before)
  })

  const declined: [string, Mut[]][] = [
    ['an insert', [patch({insert: {after: 'rows[-1]', items: [{_key: 'c'}]}})]],
    ['another document', [{patch: {id: 'other', set: {title: 'x'}}} as Mut]],
    ['a create of another document', [{createIfNotExists: {_id: 'other', _type: 'post'}} as Mut]],
    ['a create', [{create: {_id: 'drafts.post', _type: 'post'}} as Mut]],
    ['a missing key', [patch({set: {'rows[_key=="zz"].name': 'x'}})]],
    ['a missing container', [patch({set: {'missing.deep': 'x'}})]],
    ['a diffMatchPatch of a missing field', [patch({diffMatchPatch: {subtitle: dmp('', 'a')}})]],
    ['a wildcard path', [patch({set: {'rows[*].name': 'x'}})]],
    ['an array item as the target', [patch({set: {'rows[_key=="a"]': {_key: 'a'}}})]],
    ['an index past the end', [patch({set: {'rows[5].name': 'x'}})]],
    ['a setIfMissing of a missing array item', [patch({setIfMissing: {'rows[_key=="zz"]': {_type: 'row'}}})]],
    ['inc', [patch({inc: {count: 1}})]],
  ]
  for (const [name, mutations] of declined) {
    it(`leaves ${name} to the mutator`, () => {
      expect(applyKeystrokePatches(doc(), mutations)).toBeUndefined()
    })
  }

  it('declines a key that appears twice', () => {
    const twice = {
      ...doc(),
      rows: [
        {_key: 'a', name: '1'},
        {_key: 'a', name: '2'},
      ],
    } as DocumentSnapshot
    expect(applyKeystrokePatches(twice, [patch({set: {'rows[_key=="a"].name': 'x'}})])).toBeUndefined()
  })

  it('agrees with the mutator over random typing in random places', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const paths = [
      'title',
      'rows[_key=="a"].name',
      'rows[1].name',
      'rows[_key=="b"].nested.deep',
      'body[_key=="p1"].children[_key=="s1"].text',
      'body[_key=="p1"].children[1].text',
    ]
    const read = (document: DocumentSnapshot, path: string) => {
      const fields = path
        .replace(/\[_key=="(\w+)"\]/g, '.#$1')
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
      let value: unknown = document
      for (const field of fields) {
        value = field.startsWith('#')
          ? (value as {_key?: string}[]).find((item) => item._key === field.slice(1))
          : (value as Record<string, unknown>)[field]
      }
      return value as string
    }
    let fast = doc()
    let slow = doc()
    for (let step = 0; step < 400; step++) {
      const path = paths[Math.floor(random() * paths.length)]!
      const text = read(fast, path)
      const at = Math.floor(random() * (text.length + 1))
      const next =
        random() < 0.7
          ? text.slice(0, at) + 'abc xyz'[Math.floor(random() * 7)] + text.slice(at)
          : text.slice(0, Math.max(0, at - 1)) + text.slice(at)
      const mutations = [patch({diffMatchPatch: {[path]: dmp(text, next)}})]
      fast = applyKeystrokePatches(fast, mutations)!
      slow = byMutator(slow, mutations) as DocumentSnapshot
      expect(read(fast, path)).toBe(next)
    }
    expect(fast).toEqual(slow)
  })
})
