import {describe, expect, it} from 'vitest'
import type {ValidationClient} from '../../src/validation/index.js'
import {builtins, check, derive, documentType, error} from './helpers.js'

const notPublished = error(
  'Referenced document does not exist or is not published',
  'reference.not-published',
)
const missingRef = error('Must be a reference to a document', 'reference.missing-ref')

/** A tiny stand-in for the data client: answers the existence query from a set of published ids. */
function clientWith(publishedIds: string[]) {
  const calls: {query: string; params: Record<string, unknown>}[] = []
  const client: ValidationClient = {
    async fetch(query, params) {
      calls.push({query, params})
      return publishedIds.includes(params.id as string)
    },
  }
  return {client, calls}
}

describe('references', () => {
  it('passes when the target is published (context getDocumentExists)', async () => {
    const getDocumentExists = async ({id}: {id: string}) => id === 'author-1'
    const value = {_type: 'reference', _ref: 'author-1'}
    expect(await check(builtins.reference, value, {getDocumentExists})).toEqual([])
  })

  it('fails a strong reference to a missing or unpublished document', async () => {
    const getDocumentExists = async () => false
    const value = {_type: 'reference', _ref: 'author-2'}
    expect(await check(builtins.reference, value, {getDocumentExists})).toEqual([notPublished])
  })

  it('does not look up a weak reference', async () => {
    let asked = false
    const getDocumentExists = async () => {
      asked = true
      return false
    }
    const value = {_type: 'reference', _ref: 'author-2', _weak: true}
    expect(await check(builtins.reference, value, {getDocumentExists})).toEqual([])
    expect(asked).toBe(false)
  })

  it('asks through the context client when no getDocumentExists is given', async () => {
    const {client, calls} = clientWith(['author-1'])
    expect(await check(builtins.reference, {_type: 'reference', _ref: 'author-1'}, {client})).toEqual([])
    expect(await check(builtins.reference, {_type: 'reference', _ref: 'gone'}, {client})).toEqual([
      notPublished,
    ])
    expect(calls).toEqual([
      {query: 'defined(*[_id == $id][0]._id)', params: {id: 'author-1'}},
      {query: 'defined(*[_id == $id][0]._id)', params: {id: 'gone'}},
    ])
  })

  it('skips the existence check when there is neither a client nor getDocumentExists', async () => {
    expect(await check(builtins.reference, {_type: 'reference', _ref: 'anything'})).toEqual([])
  })

  it('must point to a document: a reference without _ref', async () => {
    expect(await check(builtins.reference, {_type: 'reference', _weak: true})).toEqual([missingRef])
    expect(await check(builtins.reference, {_type: 'reference', _ref: ''})).toEqual([missingRef])
  })

  it('required: a reference object without anything in it is no value', async () => {
    const type = derive(builtins.reference, {validation: (rule: {required(): unknown}) => rule.required()})
    expect(await check(type, {_type: 'reference'})).toEqual([error('Required', 'required')])
    expect(await check(builtins.reference, {_type: 'reference'})).toEqual([])
  })

  it('does not look up cross-dataset targets', async () => {
    const getDocumentExists = async () => false
    const value = {_type: 'crossDatasetReference', _ref: 'x', _dataset: 'other', _projectId: 'p'}
    expect(await check(builtins.crossDatasetReference, value, {getDocumentExists})).toEqual([])
  })

  it('does not look up asset references (an image’s or file’s asset)', async () => {
    const getDocumentExists = async () => false
    const assetRef = derive(builtins.reference, {to: [{name: 'sanity.imageAsset', jsonType: 'object'}]})
    expect(
      await check(assetRef, {_type: 'reference', _ref: 'image-abc-1x1-png'}, {getDocumentExists}),
    ).toEqual([])
  })

  it('a failing lookup becomes an error naming the path', async () => {
    const client: ValidationClient = {
      fetch: async () => {
        throw new Error('connection refused')
      },
    }
    const post = documentType('post', {author: derive(builtins.reference)})
    const markers = await check(
      post,
      {_id: 'p1', _type: 'post', author: {_type: 'reference', _ref: 'a'}},
      {client},
    )
    expect(markers).toEqual([
      error('Exception occurred while validating value at author: connection refused', 'exception', [
        'author',
      ]),
    ])
  })
})
