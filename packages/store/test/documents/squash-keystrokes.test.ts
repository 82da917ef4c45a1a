import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {type Mut, Mutation} from '@sanity/mutator'
import {describe, expect, it} from 'vitest'
import {applyKeystrokePatches} from '../../src/documents/buffered/keystroke-patch.js'
import {squashedTextPatch, squashKeystrokes} from '../../src/documents/buffered/squash-keystrokes.js'
import type {DocumentSnapshot} from '../../src/documents/types.js'

const start = (): DocumentSnapshot =>
  ({
    _id: 'drafts.post',
    _type: 'post',
    _rev: 'r1',
    title: 'Hello world',
    rows: [
      {_key: 'a', _type: 'row', name: 'First'},
      {_key: 'b', _type: 'row', name: 'Second'},
    ],
  }) as DocumentSnapshot

const ROW_B = 'rows[_key=="b"]'
const create: Mut = {createIfNotExists: {_id: 'drafts.post', _type: 'post'}}
const dmp = (before: string, after: string) => stringifyPatches(makePatches(before, after))
const patch = (body: Record<string, unknown>): Mut => ({patch: {id: 'drafts.post', ...body}}) as Mut

/** What the form sends per keystroke into row b's name, one text state to the next. */
function keystrokes(path: string, states: string[]): Mut[] {
  return states
    .slice(1)
    .flatMap((after, i) => [
      create,
      patch({setIfMissing: {[ROW_B]: {_type: 'row'}}}),
      patch({setIfMissing: {[path]: ''}}),
      patch({diffMatchPatch: {[path]: dmp(states[i]!, after)}}),
    ])
}

/** Stages `mutations` as the buffered copy does, then squashes them. */
function squash(mutations: Mut[]) {
  const before = start()
  const after = applyKeystrokePatches(before, mutations)!
  return {before, after, squashed: squashKeystrokes(before, mutations, after)}
}

const byMutator = (document: DocumentSnapshot, mutations: Mut[]) => new Mutation({mutations}).apply(document)

describe('squashKeystrokes', () => {
  it('turns typing at the caret into one patch per text that makes the same document', () => {
    const mutations = keystrokes(`${ROW_B}.name`, [
      'Second',
      'Second ',
      'Second r',
      'Second ro',
      'Second row',
    ])
    const {before, after, squashed} = squash(mutations)
    expect(squashed).toEqual([
      create,
      patch({
        // The item's own setIfMissing does nothing (the mutator skips array items): left out.
        setIfMissing: {[`${ROW_B}.name`]: ''},
        diffMatchPatch: {[`${ROW_B}.name`]: dmp('Second', 'Second row')},
      }),
    ])
    expect(byMutator(before, squashed!)).toEqual(byMutator(before, mutations))
    expect((after.rows as {name: string}[])[1]!.name).toBe('Second row')
  })

  it('squashes deleting back and typing over as one stretch', () => {
    const mutations = keystrokes(`${ROW_B}.name`, ['Second', 'Secon', 'Seco', 'Secox'])
    const {before, squashed} = squash(mutations)
    expect(byMutator(before, squashed!)).toEqual(byMutator(before, mutations))
    expect(squashed).toHaveLength(2)
  })

  it('squashes edits of several texts, each one stretch', () => {
    const mutations = [
      ...keystrokes(`${ROW_B}.name`, ['Second', 'Second!']),
      patch({setIfMissing: {title: ''}}),
      patch({diffMatchPatch: {title: dmp('Hello world', 'Hello, world')}}),
    ]
    const {before, squashed} = squash(mutations)
    expect(squashed).toHaveLength(2)
    expect(Object.keys((squashed![1] as {patch: {diffMatchPatch: object}}).patch.diffMatchPatch)).toEqual([
      `${ROW_B}.name`,
      'title',
    ])
    expect(byMutator(before, squashed!)).toEqual(byMutator(before, mutations))
  })

  it('keeps a text typed into and put back as an empty patch, which changes nothing', () => {
    const mutations = keystrokes(`${ROW_B}.name`, ['Second', 'Seconds', 'Second'])
    const {before, squashed} = squash(mutations)
    expect((squashed![1] as {patch: {diffMatchPatch: object}}).patch.diffMatchPatch).toEqual({
      [`${ROW_B}.name`]: '',
    })
    expect(byMutator(before, squashed!)).toEqual(byMutator(before, mutations))
  })

  it('leaves edits at two places in one text as they are', () => {
    // One diff of "Hello world" -> "Hi, Hello world!" could delete and type again what lies between.
    const mutations = keystrokes('title', ['Hello world', 'Hello world!', 'Hi, Hello world!'])
    expect(squash(mutations).squashed).toBeUndefined()
  })

  it('leaves a lone keystroke, a set, an unset and a setIfMissing that adds something as they are', () => {
    expect(squash(keystrokes('title', ['Hello world', 'Hello world!'])).squashed).toBeUndefined()
    const set = [...keystrokes('title', ['Hello world', 'Hello world!']), patch({set: {title: 'x'}})]
    expect(squash(set).squashed).toBeUndefined()
    const unset = [...keystrokes('title', ['Hello world', 'Hello world!']), patch({unset: ['title']})]
    expect(squash(unset).squashed).toBeUndefined()
    const adds = [
      patch({setIfMissing: {subtitle: ''}}),
      patch({diffMatchPatch: {subtitle: dmp('', 'a')}}),
      ...keystrokes('title', ['Hello world', 'Hello world!']),
    ]
    expect(squash(adds).squashed).toBeUndefined()
  })
})

describe('squashedTextPatch', () => {
  it('gives the patch of one changed stretch and nothing for two', () => {
    expect(squashedTextPatch('abcdef', 'abXYcdef')).toBe(dmp('abcdef', 'abXYcdef'))
    expect(squashedTextPatch('abcdef', 'abef')).toBe(dmp('abcdef', 'abef'))
    expect(squashedTextPatch('same', 'same')).toBe('')
    expect(squashedTextPatch('abcdefghij', 'XabcdefghijY')).toBeUndefined()
  })
})
