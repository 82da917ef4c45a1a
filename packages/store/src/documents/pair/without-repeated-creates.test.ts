import type {Mut} from '@sanity/mutator'
import {describe, expect, it} from 'vitest'
import {withoutRepeatedCreates} from './without-repeated-creates.js'

const create = (id: string, title: string): Mut => ({createIfNotExists: {_id: id, _type: 't', title}}) as Mut
const patch = (id: string, title: string): Mut => ({patch: {id, set: {title}}}) as Mut

describe('withoutRepeatedCreates', () => {
  it('keeps the first createIfNotExists of a document and every patch, in order', () => {
    const mutations = [create('a', '1'), patch('a', 'x'), create('a', '2'), patch('a', 'y'), create('b', '3')]
    expect(withoutRepeatedCreates(mutations)).toEqual([
      create('a', '1'),
      patch('a', 'x'),
      patch('a', 'y'),
      create('b', '3'),
    ])
  })

  it('lets a createIfNotExists after a delete of the document count again', () => {
    const mutations = [create('a', '1'), {delete: {id: 'a'}} as Mut, create('a', '2'), create('a', '3')]
    expect(withoutRepeatedCreates(mutations)).toEqual([
      create('a', '1'),
      {delete: {id: 'a'}},
      create('a', '2'),
    ])
  })
})
