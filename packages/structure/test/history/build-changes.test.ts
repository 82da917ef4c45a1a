import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {buildChanges} from '../../src/document/history/changes/build-changes.js'
import {revertAllPatches, revertPatches} from '../../src/document/history/changes/revert-patches.js'
import {
  TEXT_DIFF_ABSOLUTE_THRESHOLD,
  showsInline,
  stringSegments,
} from '../../src/document/history/changes/text-diff.js'

const schema = compileSchema({
  name: 'test',
  types: [
    {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}]},
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'views', type: 'number'},
        {name: 'featured', type: 'boolean'},
        {name: 'day', type: 'date'},
        {name: 'at', type: 'datetime'},
        {name: 'slug', type: 'slug'},
        {name: 'author', type: 'reference', to: [{type: 'author'}]},
        {name: 'cover', type: 'image', fields: [{name: 'alt', type: 'string'}]},
        {name: 'attachment', type: 'file'},
        {name: 'tags', type: 'array', of: [{type: 'string'}]},
        {
          name: 'links',
          type: 'array',
          of: [
            {
              type: 'object',
              name: 'link',
              fields: [
                {name: 'label', type: 'string'},
                {name: 'url', type: 'url'},
              ],
            },
          ],
        },
        {
          name: 'seo',
          type: 'object',
          fields: [
            {name: 'description', type: 'string'},
            {name: 'noIndex', type: 'boolean'},
          ],
        },
        {name: 'body', type: 'array', of: [{type: 'block'}]},
      ],
    },
  ],
})
const post = schema.get('post') as SchemaType

const span = (key: string, text: string, marks: string[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, ...children: ReturnType<typeof span>[]) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children,
})

const base = {_id: 'p', _type: 'post', _rev: 'r1', title: 'Hello world', views: 1}

describe('change viewer model', () => {
  it('lists only the changed fields, in schema order, with system fields ignored', () => {
    const changes = buildChanges({
      schemaType: post,
      from: base,
      to: {...base, _rev: 'r2', _updatedAt: 'now', featured: true, title: 'Hello there world'},
    })
    expect(changes.map((change) => [change.key, change.kind, change.action])).toEqual([
      ['title', 'string', 'changed'],
      ['featured', 'boolean', 'added'],
    ])
  })

  it('diffs strings inline, and shows a rewrite as before and after', () => {
    const [title] = buildChanges({schemaType: post, from: base, to: {...base, title: 'Hello brave world'}})
    expect(title.segments).toEqual([
      {action: 'unchanged', text: 'Hello '},
      {action: 'added', text: 'brave '},
      {action: 'unchanged', text: 'world'},
    ])
    const long = 'a'.repeat(TEXT_DIFF_ABSOLUTE_THRESHOLD)
    expect(stringSegments('short', 'tiny')).toBeDefined()
    expect(stringSegments(long, 'b'.repeat(40))).toBeUndefined()
    expect(
      showsInline([
        {action: 'unchanged', text: long},
        {action: 'added', text: 'x'.repeat(35)},
      ]),
    ).toBe(true)
  })

  it('reports numbers, booleans, dates and date-times with their values', () => {
    const changes = buildChanges({
      schemaType: post,
      from: {...base, featured: true, day: '2025-01-01'},
      to: {...base, views: 2, featured: false, day: '2025-02-01', at: '2025-02-01T10:00:00Z'},
    })
    expect(changes.map((change) => [change.key, change.kind, change.fromValue, change.toValue])).toEqual([
      ['views', 'number', 1, 2],
      ['featured', 'boolean', true, false],
      ['day', 'date', '2025-01-01', '2025-02-01'],
      ['at', 'datetime', undefined, '2025-02-01T10:00:00Z'],
    ])
  })

  it('shows slugs as text, references by id, images and files before and after', () => {
    const changes = buildChanges({
      schemaType: post,
      from: {
        ...base,
        slug: {_type: 'slug', current: 'hello'},
        author: {_type: 'reference', _ref: 'ada'},
        cover: {_type: 'image', asset: {_type: 'reference', _ref: 'image-a'}, alt: 'Old'},
      },
      to: {
        ...base,
        slug: {_type: 'slug', current: 'hello-world'},
        author: {_type: 'reference', _ref: 'bob'},
        cover: {_type: 'image', asset: {_type: 'reference', _ref: 'image-b'}, alt: 'New'},
        attachment: {_type: 'file', asset: {_type: 'reference', _ref: 'file-x'}},
      },
    })
    expect(changes.map((change) => [change.key, change.kind, change.action])).toEqual([
      ['slug', 'slug', 'changed'],
      ['author', 'reference', 'changed'],
      ['cover', 'image', 'changed'],
      ['attachment', 'file', 'added'],
    ])
    expect(changes[0].segments?.map((segment) => segment.action)).toEqual(['unchanged', 'added'])
    // The image's own fields are nested changes; the asset is the image change itself.
    expect(changes[2].children?.map((child) => [child.key, child.fromValue, child.toValue])).toEqual([
      ['cover.alt', 'Old', 'New'],
    ])
  })

  it('marks array items added, removed, moved and changed', () => {
    const link = (key: string, label: string) => ({_type: 'link', _key: key, label})
    const changes = buildChanges({
      schemaType: post,
      from: {...base, tags: ['a', 'b'], links: [link('l1', 'One'), link('l2', 'Two'), link('l3', 'Three')]},
      to: {...base, tags: ['a', 'c'], links: [link('l3', 'Three'), link('l1', 'Uno'), link('l4', 'Four')]},
    })
    const [tags, links] = changes
    expect(tags.items?.map((item) => [item.action, item.fromValue, item.toValue])).toEqual([
      ['unchanged', 'a', 'a'],
      ['removed', 'b', undefined],
      ['added', undefined, 'c'],
    ])
    expect(links.items?.map((item) => [item.key, item.action])).toEqual([
      ['l3', 'moved'],
      ['l1', 'changed'],
      ['l2', 'removed'],
      ['l4', 'added'],
    ])
    const changed = links.items?.find((item) => item.key === 'l1')
    expect(changed?.children?.map((child) => [child.key, child.fromValue, child.toValue])).toEqual([
      ['links[_key=="l1"].label', 'One', 'Uno'],
    ])
  })

  it('lists the changed items of an array whose items kept their keys and places, with what changed in them', () => {
    const link = (key: string, label: string, url = 'https://example.com') => ({
      _type: 'link',
      _key: key,
      label,
      url,
    })
    const from = Array.from({length: 6}, (_, index) => link(`l${index}`, `Link ${index}`))
    const to = from.map((item, index) => (index % 3 === 0 ? {...item, label: `${item.label}!`} : item))
    // Key order in an item is not a change.
    to[1] = {url: 'https://example.com', label: 'Link 1', _key: 'l1', _type: 'link'}
    const [links] = buildChanges({schemaType: post, from: {...base, links: from}, to: {...base, links: to}})
    expect(links.items?.map((item) => [item.key, item.action, item.fromIndex, item.toIndex])).toEqual([
      ['l0', 'changed', 0, 0],
      ['l1', 'unchanged', 1, 1],
      ['l2', 'unchanged', 2, 2],
      ['l3', 'changed', 3, 3],
      ['l4', 'unchanged', 4, 4],
      ['l5', 'unchanged', 5, 5],
    ])
    expect(links.items?.[3].children?.map((child) => [child.key, child.fromValue, child.toValue])).toEqual([
      ['links[_key=="l3"].label', 'Link 3', 'Link 3!'],
    ])
    // The same items with one moved go through @sanity/diff's matching instead.
    const [moved] = buildChanges({
      schemaType: post,
      from: {...base, links: from},
      to: {...base, links: [from[1], from[0], ...from.slice(2)]},
    })
    expect(
      moved.items?.filter((item) => item.action !== 'unchanged').map((item) => [item.key, item.action]),
    ).toEqual([['l1', 'moved']])
  })

  it('recurses into objects', () => {
    const [seo] = buildChanges({
      schemaType: post,
      from: {...base, seo: {description: 'Old', noIndex: false}},
      to: {...base, seo: {description: 'Old', noIndex: true}},
    })
    expect(seo.kind).toBe('object')
    expect(seo.children?.map((child) => [child.key, child.kind, child.toValue])).toEqual([
      ['seo.noIndex', 'boolean', true],
    ])
  })

  it('shows rich text changes with text and marks inline', () => {
    const [body] = buildChanges({
      schemaType: post,
      from: {...base, body: [block('b1', span('s1', 'Hello world')), block('b2', span('s2', 'Gone'))]},
      to: {
        ...base,
        body: [
          block('b1', span('s1', 'Hello '), span('s3', 'bold', ['strong']), span('s4', ' world')),
          block('b3', span('s5', 'New')),
        ],
      },
    })
    expect(body.kind).toBe('portableText')
    expect(body.blocks?.map((change) => [change.key, change.action])).toEqual([
      ['b1', 'changed'],
      ['b2', 'removed'],
      ['b3', 'added'],
    ])
    expect(body.blocks?.[0].segments).toEqual([
      {action: 'unchanged', text: 'Hello ', marks: []},
      {action: 'added', text: 'bold', marks: ['strong']},
      {action: 'added', text: ' ', marks: []},
      {action: 'unchanged', text: 'world', marks: []},
    ])
  })

  it('shows marks that changed on text that did not', () => {
    const [body] = buildChanges({
      schemaType: post,
      from: {...base, body: [block('b1', span('s1', 'Plain and bold'))]},
      to: {...base, body: [block('b1', span('s1', 'Plain and '), span('s2', 'bold', ['em']))]},
    })
    expect(body.blocks?.[0].segments).toEqual([
      {action: 'unchanged', text: 'Plain and ', marks: []},
      {action: 'unchanged', text: 'bold', marks: ['em'], fromMarks: []},
    ])
  })

  it('marks rich-text blocks it cannot draw: no children list, or a child that is no span', () => {
    const [body] = buildChanges({
      schemaType: post,
      from: {...base, body: [block('b1', span('s1', 'Fine')), block('b2', span('s2', 'Also fine'))]},
      to: {
        ...base,
        body: [
          {...block('b1'), children: 'not a list'},
          {...block('b2', span('s2', 'Also fine')), children: [span('s2', 'Also fine'), 'loose text']},
          block('b3', span('s3', 'New')),
        ],
      },
    })
    expect(body.blocks?.map((change) => [change.key, change.action, change.broken])).toEqual([
      ['b1', 'changed', 'diff'],
      ['b2', 'changed', 'child'],
      ['b3', 'added', undefined],
    ])
  })

  it('says when a value has the wrong type for its field', () => {
    const [views] = buildChanges({schemaType: post, from: base, to: {...base, views: 'many'}})
    expect(views).toMatchObject({kind: 'incorrectType', expectedType: 'number', actualType: 'string'})
  })

  it('lists fields the schema does not know after the others', () => {
    const changes = buildChanges({schemaType: post, from: base, to: {...base, legacy: 1, title: 'X'}})
    expect(changes.map((change) => [change.key, change.kind])).toEqual([
      ['title', 'string'],
      ['legacy', 'unknown'],
    ])
  })

  it('attributes each change to the authors of its field', () => {
    const changes = buildChanges({
      schemaType: post,
      from: {...base, seo: {noIndex: false}},
      to: {...base, title: 'X', seo: {noIndex: true}},
      authorsByField: new Map([
        ['title', new Set(['p-ada'])],
        ['seo', new Set(['p-bob', 'p-ada'])],
      ]),
    })
    expect(changes.map((change) => change.authors)).toEqual([['p-ada'], ['p-bob', 'p-ada']])
    expect(changes[1].children?.[0].authors).toEqual(['p-bob', 'p-ada'])
  })
})

describe('revert patches', () => {
  const from = {...base, seo: {description: 'Old', noIndex: false}, tags: ['a']}
  const to = {
    ...base,
    title: 'New title',
    featured: true,
    seo: {description: 'Old', noIndex: true},
    tags: ['a', 'b'],
  }
  const changes = buildChanges({schemaType: post, from, to})

  it('sets a changed field back, unsets an added one, at nested paths too', () => {
    const byKey = Object.fromEntries(changes.map((change) => [change.key, change]))
    expect(revertPatches(byKey.title)).toEqual([{set: {title: 'Hello world'}}])
    expect(revertPatches(byKey.featured)).toEqual([{unset: ['featured']}])
    expect(revertPatches(byKey.seo.children![0])).toEqual([{set: {'seo.noIndex': false}}])
    expect(revertPatches(byKey.tags)).toEqual([{set: {tags: ['a']}}])
  })

  it('reverts everything at once', () => {
    expect(revertAllPatches(changes)).toEqual([
      {set: {title: 'Hello world'}},
      {unset: ['featured']},
      {set: {tags: ['a']}},
      {set: {seo: {description: 'Old', noIndex: false}}},
    ])
  })
})
