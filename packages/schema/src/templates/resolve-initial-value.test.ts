import {describe, expect, it} from 'vitest'
import {resolveInitialValue} from './resolve-initial-value.js'
import {arrayOf, createTestSchema, documentOf, field, referenceType, stringType} from './test-schema.js'
import type {InitialValueResolverContext, Template} from './types.js'

const schema = createTestSchema([
  documentOf('post', [
    field('title', stringType),
    field('author', referenceType),
    field('authors', arrayOf([referenceType])),
  ]),
])

const template = (value: Template['value'], id = 'post-template'): Template => ({
  id,
  schemaType: 'post',
  title: 'Post',
  value,
})

const resolve = (value: unknown, params?: Record<string, unknown>) =>
  resolveInitialValue(schema, template(value as Template['value']), params)

describe('resolveInitialValue: the value', () => {
  it('resolves a static object, adding the type', async () => {
    expect(await resolve({title: 'Hello'})).toEqual({_type: 'post', title: 'Hello'})
  })

  it('turns an empty value into an object with only the type', async () => {
    expect(await resolve({})).toEqual({_type: 'post'})
    expect(await resolve(() => ({}))).toEqual({_type: 'post'})
  })

  it('uses an object with only the type when the template has no value', async () => {
    const definition = {id: 'bare', schemaType: 'post'}
    expect(await resolveInitialValue(schema, definition)).toEqual({_type: 'post'})
  })

  it('keeps a _type that matches the schema type', async () => {
    expect(await resolve({_type: 'post', title: 'x'})).toEqual({_type: 'post', title: 'x'})
  })

  it('calls a resolver with the parameters and the context, including the schema', async () => {
    const seen: {params: unknown; context?: InitialValueResolverContext}[] = []
    const getClient = (options: {apiVersion: string}) => ({apiVersion: options.apiVersion})
    const currentUser = {id: 'u1', roles: [{name: 'editor'}]}
    const value = await resolveInitialValue(
      schema,
      template((params, context) => {
        seen.push({params, context})
        return {title: `${String(params.prefix)} by ${context.currentUser?.id}`}
      }),
      {prefix: 'Notes'},
      {currentUser, getClient},
    )
    expect(value).toEqual({_type: 'post', title: 'Notes by u1'})
    expect(seen[0].params).toEqual({prefix: 'Notes'})
    expect(seen[0].context?.schema).toBe(schema)
    expect(seen[0].context?.getClient?.({apiVersion: '2024-01-01'})).toEqual({apiVersion: '2024-01-01'})
  })

  it('passes empty parameters when none are given', async () => {
    let received: unknown
    await resolve((params: Record<string, unknown>) => {
      received = params
      return {}
    })
    expect(received).toEqual({})
  })

  it('awaits an async resolver', async () => {
    const value = await resolve(
      async (params: Record<string, unknown>) => {
        await new Promise((done) => setTimeout(done, 5))
        return {title: `async ${String(params.n)}`}
      },
      {n: 2},
    )
    expect(value).toEqual({_type: 'post', title: 'async 2'})
  })
})

describe('resolveInitialValue: errors', () => {
  const nonObject = 'Template "post-template" initial value: resolved to a non-object'
  const cases: [string, unknown, string][] = [
    ['a resolver returning a string', () => 'hello', nonObject],
    ['a resolver returning an array', () => [{title: 'x'}], nonObject],
    ['a resolver returning null', () => null, nonObject],
    ['a resolver returning nothing', () => undefined, nonObject],
    ['a resolver returning a class instance', () => new Date(0), nonObject],
    ['an async resolver resolving to a number', async () => 42, nonObject],
    ['a static array value', [{title: 'x'}], nonObject],
    ['a static string value', 'post', nonObject],
    [
      'a resolver that throws',
      () => {
        throw new Error('no network')
      },
      'Template "post-template" initial value: no network',
    ],
    [
      'an async resolver that rejects',
      async () => {
        throw new Error('timed out')
      },
      'Template "post-template" initial value: timed out',
    ],
    [
      'a _type that is not the template schema type',
      {_type: 'page', title: 'x'},
      'Template "post-template" initial value: "_type" is "page" but the template\'s schema type is "post"',
    ],
    [
      'a resolved _type that is not the template schema type',
      async () => ({_type: 'author'}),
      'Template "post-template" initial value: "_type" is "author" but the template\'s schema type is "post"',
    ],
    [
      'an array inside an array',
      {grid: [[1, 2], [3]]},
      'Template "post-template" initial value: arrays cannot contain arrays (at "grid[0]")',
    ],
    [
      'an array inside an array deeper down',
      {sections: [{_type: 'section', rows: [{cells: [['a']]}]}]},
      'Template "post-template" initial value: arrays cannot contain arrays (at "sections[0].rows[0].cells[0]")',
    ],
    [
      'a reference with "type" and no "_type"',
      {author: {_ref: 'a1', type: 'reference'}},
      'Template "post-template" initial value: reference at "author" has a "type" property but no "_type"',
    ],
    [
      'a reference with a disallowed property',
      {author: {_type: 'reference', _ref: 'a1', title: 'Ada'}},
      'Template "post-template" initial value: reference at "author" has a property that references cannot ' +
        'have in an initial value: "title" (allowed: _key, _ref, _weak, _type)',
    ],
    [
      'a reference in an array with disallowed properties',
      {authors: [{_ref: 'a1'}, {_ref: 'a2', _strengthenOnPublish: {type: 'author'}, _dataset: 'x'}]},
      'Template "post-template" initial value: reference at "authors[1]" has properties that references ' +
        'cannot have in an initial value: "_strengthenOnPublish", "_dataset" (allowed: _key, _ref, _weak, _type)',
    ],
    [
      'an object typed reference without _ref but with other properties',
      {author: {_type: 'reference', name: 'Ada'}},
      'Template "post-template" initial value: reference at "author" has a property that references cannot ' +
        'have in an initial value: "name" (allowed: _key, _ref, _weak, _type)',
    ],
  ]

  it.each(cases)('rejects %s', async (_name, value, message) => {
    await expect(resolve(value)).rejects.toThrow(new Error(message))
  })

  it('keeps the original error as the cause', async () => {
    const original = new TypeError('bad input')
    const failure = await resolve(() => {
      throw original
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).cause).toBe(original)
  })

  it('throws \'Could not find schema type with name "{type}".\' for a template of an unknown type', async () => {
    let called = false
    const movie: Template = {
      id: 'movie',
      schemaType: 'movie',
      title: 'Movie',
      value: () => {
        called = true
        return {}
      },
    }
    await expect(resolveInitialValue(schema, movie)).rejects.toThrow(
      new Error('Could not find schema type with name "movie".'),
    )
    expect(called).toBe(false)
  })
})

describe('resolveInitialValue: array keys and references', () => {
  it('gives every object in an array a 12-character _key and keeps existing keys', async () => {
    const value = await resolve({
      authors: [{_ref: 'a1'}, {_key: 'mine', _ref: 'a2'}],
      tags: ['a', 'b'],
      blocks: [{_type: 'block', children: [{_type: 'span', text: 'x'}]}],
    })
    const authors = value.authors as {_key: string}[]
    expect(authors[0]._key).toMatch(/^[0-9a-f]{12}$/)
    expect(authors[1]._key).toBe('mine')
    expect(value.tags).toEqual(['a', 'b'])
    const blocks = value.blocks as {_key: string; children: {_key: string}[]}[]
    expect(blocks[0]._key).toMatch(/^[0-9a-f]{12}$/)
    expect(blocks[0].children[0]._key).toMatch(/^[0-9a-f]{12}$/)
  })

  it('does not change a static template value, and keys differ between resolutions', async () => {
    const staticValue = {authors: [{_ref: 'a1'}]}
    const first = await resolve(staticValue)
    const second = await resolve(staticValue)
    expect(staticValue).toEqual({authors: [{_ref: 'a1'}]})
    expect((first.authors as {_key: string}[])[0]._key).not.toBe((second.authors as {_key: string}[])[0]._key)
  })

  it('accepts references with only _key, _ref, _weak and _type, adding a missing _type', async () => {
    const value = await resolve({
      author: {_ref: 'a1', _weak: true},
      authors: [{_type: 'reference', _ref: 'a2', _key: 'k2'}],
    })
    expect(value).toEqual({
      _type: 'post',
      author: {_ref: 'a1', _weak: true, _type: 'reference'},
      authors: [{_type: 'reference', _ref: 'a2', _key: 'k2'}],
    })
  })
})
