import type {Path, SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {type SlugIsUniqueContext, type ValidationClient} from '../../src/validation/index.js'
import {arrayOf, builtins, check, derive, documentType, error, objectType, warning} from './helpers.js'

const notObject = error('Slug must be an object with a "current" value', 'slug.not-object', ['slug'])
const missingCurrent = error('Slug must have a value', 'slug.missing-current', ['slug'])
const notUnique = (path: Path = ['slug']) => error('Slug is already in use', 'slug.not-unique', path)

const post = (slugOptions: Record<string, unknown> = {}, extra: Record<string, SchemaType> = {}) =>
  documentType('post', {slug: derive(builtins.slug, {options: slugOptions}), ...extra})

const doc = (fields: Record<string, unknown>) => ({_id: 'drafts.doc1', _type: 'post', ...fields})

/** A tiny stand-in for the data client: answers uniqueness queries from a list of taken slugs. */
function clientWithTaken(taken: string[]) {
  const calls: {query: string; params: Record<string, unknown>}[] = []
  const client: ValidationClient = {
    async fetch(query, params) {
      calls.push({query, params})
      return !taken.includes(params.slug as string)
    },
  }
  return {client, calls}
}

describe('slug', () => {
  it('allows an empty value', async () => {
    expect(await check(post(), doc({}))).toEqual([])
    expect(await check(post(), doc({slug: {_type: 'slug'}}))).toEqual([])
  })

  it('slug.not-object', async () => {
    expect(await check(post(), doc({slug: 'hello-world'}))).toEqual([notObject])
  })

  it('slug.missing-current: blank or missing current', async () => {
    expect(await check(post(), doc({slug: {_type: 'slug', current: '   '}}))).toEqual([missingCurrent])
    expect(await check(post(), doc({slug: {_type: 'slug', source: 'title'}}))).toEqual([missingCurrent])
  })

  it('required: an absent slug', async () => {
    const type = documentType('post', {
      slug: derive(builtins.slug, {validation: (rule: {required(): unknown}) => rule.required()}),
    })
    expect(await check(type, doc({}))).toEqual([error('Required', 'required', ['slug'])])
  })

  it('slug.not-unique through a custom isUnique, which gets the slug, the context and the default check', async () => {
    const seen: {slug: string; context: SlugIsUniqueContext}[] = []
    const isUnique = (slug: string, context: SlugIsUniqueContext) => {
      seen.push({slug, context})
      return slug !== 'taken'
    }
    expect(await check(post({isUnique}), doc({slug: {_type: 'slug', current: 'taken'}}))).toEqual([
      notUnique(),
    ])
    expect(await check(post({isUnique}), doc({slug: {_type: 'slug', current: 'free'}}))).toEqual([])
    expect(seen.map(({slug}) => slug)).toEqual(['taken', 'free'])
    expect(seen[0].context.path).toEqual(['slug'])
    expect(seen[0].context.document._id).toBe('drafts.doc1')
    expect(typeof seen[0].context.defaultIsUnique).toBe('function')
  })

  it('an async custom isUnique', async () => {
    const isUnique = async () => false
    expect(await check(post({isUnique}), doc({slug: {_type: 'slug', current: 'x'}}))).toEqual([notUnique()])
  })

  it('the default check asks the data store, excluding this document’s draft and published copies', async () => {
    const {client, calls} = clientWithTaken(['taken'])
    expect(await check(post(), doc({slug: {_type: 'slug', current: 'taken'}}), {client})).toEqual([
      notUnique(),
    ])
    expect(await check(post(), doc({slug: {_type: 'slug', current: 'free'}}), {client})).toEqual([])
    expect(calls[0]).toEqual({
      query:
        '!defined(*[_type == $docType && !(_id in [$draft, $published]) && slug.current == $slug][0]._id)',
      params: {docType: 'post', draft: 'drafts.doc1', published: 'doc1', slug: 'taken'},
    })
  })

  it('the default check uses the nested field path', async () => {
    const {client, calls} = clientWithTaken([])
    const type = documentType('post', {seo: objectType('seo', {slug: builtins.slug})})
    const value = {_id: 'doc1', _type: 'post', seo: {slug: {_type: 'slug', current: 'x'}}}
    expect(await check(type, value, {document: value, client})).toEqual([])
    expect(calls[0].query).toContain('&& seo.slug.current == $slug]')
    expect(calls[0].params).toEqual({docType: 'post', draft: 'drafts.doc1', published: 'doc1', slug: 'x'})
  })

  it('without a client the default check cannot ask and passes', async () => {
    expect(await check(post(), doc({slug: {_type: 'slug', current: 'anything'}}))).toEqual([])
  })

  describe('inside arrays', () => {
    const withLinks = (slugOptions: Record<string, unknown> = {}) =>
      documentType('post', {
        links: arrayOf([objectType('link', {slug: derive(builtins.slug, {options: slugOptions})})]),
      })
    const value = doc({links: [{_key: 'l1', _type: 'link', slug: {_type: 'slug', current: 'a'}}]})
    const path = ['links', {_key: 'l1'}, 'slug']

    it('warns that uniqueness cannot be checked automatically', async () => {
      const {client, calls} = clientWithTaken(['a'])
      expect(await check(withLinks(), value, {client})).toEqual([
        warning(
          'Slug uniqueness cannot be checked automatically inside arrays; add a custom isUnique option',
          'slug.array-unchecked',
          path,
        ),
      ])
      expect(calls).toEqual([])
    })

    it('the warning can be disabled', async () => {
      expect(await check(withLinks({disableArrayWarning: true}), value)).toEqual([])
    })

    it('a custom isUnique is used instead', async () => {
      expect(await check(withLinks({isUnique: () => false}), value)).toEqual([notUnique(path)])
    })
  })
})
