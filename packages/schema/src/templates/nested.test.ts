import type {ObjectField, SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {defaultTemplatesForSchema} from './defaults.js'
import {getTemplateById} from './lookup.js'
import {resolveInitialValue} from './resolve-initial-value.js'
import {INITIAL_VALUE_MAX_DEPTH} from './resolve-type.js'
import {
  arrayOf,
  booleanType,
  createTestSchema,
  documentOf,
  extend,
  field,
  numberType,
  objectOf,
  objectType,
  stringType,
} from './test-schema.js'
import type {Template} from './types.js'

describe('nested initial values', () => {
  const address = objectOf('address', [
    field('street', stringType),
    field('city', stringType, {initialValue: 'Oslo'}),
    field('country', stringType, {initialValue: () => 'Norway'}),
  ])
  const tag = objectOf('tag', [field('label', stringType), field('color', stringType, {initialValue: 'red'})])
  const post = documentOf('post', [
    field('title', stringType, {initialValue: 'Untitled post'}),
    field('views', numberType, {initialValue: 0}),
    field('featured', booleanType, {initialValue: false}),
    field('summary', stringType),
    field('address', address),
    field('meta', objectType, {fields: [field('lang', stringType, {initialValue: 'en'})]}),
    field('tags', arrayOf([tag]), {
      initialValue: [{label: 'news'}, {_type: 'tag', label: 'tech', color: 'blue'}],
    }),
    field('keywords', arrayOf([stringType]), {initialValue: ['a']}),
  ])
  const schema = createTestSchema([address, tag, post])
  const [postTemplate] = defaultTemplatesForSchema(schema)
  const keyed = expect.stringMatching(/^[0-9a-f]{12}$/)

  it('resolves field, nested object and array initial values for the default template', async () => {
    expect(await resolveInitialValue(schema, postTemplate)).toEqual({
      _type: 'post',
      title: 'Untitled post',
      views: 0,
      featured: false,
      address: {_type: 'address', city: 'Oslo', country: 'Norway'},
      meta: {lang: 'en'},
      tags: [
        {_key: keyed, _type: 'tag', label: 'news', color: 'red'},
        {_key: keyed, _type: 'tag', label: 'tech', color: 'blue'},
      ],
      keywords: ['a'],
    })
  })

  it("merges them where the template's value leaves a field undefined; the template wins elsewhere", async () => {
    const custom: Template = {
      id: 'post-in-bergen',
      schemaType: 'post',
      title: 'Post in Bergen',
      value: async () => ({title: 'Bergen notes', summary: undefined, address: {city: 'Bergen'}, tags: []}),
    }
    expect(await resolveInitialValue(schema, custom)).toEqual({
      _type: 'post',
      title: 'Bergen notes',
      views: 0,
      featured: false,
      address: {_type: 'address', city: 'Bergen', country: 'Norway'},
      meta: {lang: 'en'},
      tags: [],
      keywords: ['a'],
    })
  })

  it('passes the template parameters to nested resolvers', async () => {
    const note = documentOf('note', [
      field('lang', stringType, {initialValue: (params: {lang?: string}) => params.lang}),
    ])
    const noteSchema = createTestSchema([note])
    const [noteTemplate] = defaultTemplatesForSchema(noteSchema)
    expect(await resolveInitialValue(noteSchema, noteTemplate, {lang: 'nb'})).toEqual({
      _type: 'note',
      lang: 'nb',
    })
    expect(await resolveInitialValue(noteSchema, noteTemplate)).toEqual({_type: 'note'})
  })

  it('names the path when a nested resolver fails', async () => {
    const failing = objectOf('failing', [
      field('inner', stringType, {
        initialValue: () => {
          throw new Error('lookup failed')
        },
      }),
    ])
    const page = documentOf('page', [field('box', failing)])
    const pageSchema = createTestSchema([failing, page])
    await expect(resolveInitialValue(pageSchema, defaultTemplatesForSchema(pageSchema)[0])).rejects.toThrow(
      new Error('Template "page" initial value: at "box.inner": lookup failed'),
    )
  })

  it('rejects a nested object type whose initial value is not an object', async () => {
    const odd = objectOf('odd', [field('a', stringType)], {initialValue: 'nope'})
    const page = documentOf('page', [field('odd', odd)])
    const pageSchema = createTestSchema([odd, page])
    await expect(resolveInitialValue(pageSchema, defaultTemplatesForSchema(pageSchema)[0])).rejects.toThrow(
      new Error('Template "page" initial value: at "odd": resolved to a non-object'),
    )
  })

  it('rejects an array type whose initial value is not an array', async () => {
    const page = documentOf('page', [field('list', arrayOf([stringType]), {initialValue: 'a,b'})])
    const pageSchema = createTestSchema([page])
    await expect(resolveInitialValue(pageSchema, defaultTemplatesForSchema(pageSchema)[0])).rejects.toThrow(
      new Error('Template "page" initial value: at "list": resolved to a non-array'),
    )
  })

  it("runs a default template's type resolver once, and a custom template's type resolver under it", async () => {
    let calls = 0
    const article = documentOf('article', [field('title', stringType), field('lang', stringType)], {
      initialValue: () => {
        calls++
        return {title: 'From type', lang: 'en'}
      },
    })
    const articleSchema = createTestSchema([article])
    const [defaultTemplate] = defaultTemplatesForSchema(articleSchema)
    expect(await resolveInitialValue(articleSchema, defaultTemplate)).toEqual({
      _type: 'article',
      title: 'From type',
      lang: 'en',
    })
    expect(calls).toBe(1)

    const custom: Template = {id: 'nb', schemaType: 'article', title: 'Norwegian', value: {lang: 'nb'}}
    expect(await resolveInitialValue(articleSchema, custom)).toEqual({
      _type: 'article',
      title: 'From type',
      lang: 'nb',
    })
    expect(calls).toBe(2)
  })
})

describe('nested initial values: depth', () => {
  // A self-nesting type: every node has a label with an initial value and a child node.
  function treeSchema(nodeInitialValue?: unknown) {
    const nodeFields: ObjectField[] = [field('label', stringType, {initialValue: 'L'})]
    const node: SchemaType = extend(objectType, {
      name: 'node',
      fields: nodeFields,
      initialValue: nodeInitialValue,
    })
    nodeFields.push({name: 'child', type: extend(node)})
    const tree = documentOf('tree', [
      field('label', stringType, {initialValue: 'L'}),
      {name: 'child', type: extend(node)},
    ])
    return createTestSchema([node, tree])
  }

  /** Levels of `child` below the document that carry a value, and which of them have a label. */
  function walk(value: Record<string, unknown>): {nodes: number; labelled: number} {
    let nodes = 0
    let labelled = 0
    for (let current = value.child as Record<string, unknown> | undefined; current;) {
      nodes++
      if (current.label === 'L') labelled++
      current = current.child as Record<string, unknown> | undefined
    }
    return {nodes, labelled}
  }

  it('is 10', () => {
    expect(INITIAL_VALUE_MAX_DEPTH).toBe(10)
  })

  it('resolves field initial values of types nested up to 10 levels (the document being level 1)', async () => {
    const schema = treeSchema()
    const value = await resolveInitialValue(
      schema,
      getTemplateById(defaultTemplatesForSchema(schema), 'tree'),
    )
    expect(value.label).toBe('L')
    // Nodes are levels 2–9 with their labels at levels 3–10; a node at level 10 would only have
    // fields at level 11, so it contributes nothing.
    expect(walk(value)).toEqual({nodes: 8, labelled: 8})
  })

  it("resolves a nested type's own initial value at level 10 but none of its fields", async () => {
    const schema = treeSchema({own: true})
    const value = await resolveInitialValue(
      schema,
      getTemplateById(defaultTemplatesForSchema(schema), 'tree'),
    )
    expect(walk(value)).toEqual({nodes: 9, labelled: 8})
    let deepest = value
    for (let level = 2; level <= 10; level++) deepest = deepest.child as Record<string, unknown>
    expect(deepest).toEqual({_type: 'node', own: true})
  })
})
