/** Validation against a schema compiled by compileSchema (the real compiler, no hand-built types). */
import {describe, expect, it} from 'vitest'
import {compileSchema} from '../../src/compile/index.js'
import {defineArrayMember, defineField, defineType} from '../../src/define/index.js'
import {Rule, validateDocument, type ValidationClient} from '../../src/validation/index.js'
import {error, warning} from './helpers.js'

const schema = compileSchema({
  name: 'blog',
  types: [
    defineType({
      name: 'post',
      type: 'document',
      fields: [
        defineField({name: 'title', type: 'string', validation: (rule: Rule) => rule.required().max(20)}),
        defineField({name: 'slug', type: 'slug', options: {source: 'title'}}),
        defineField({name: 'website', type: 'url'}),
        defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
        defineField({
          name: 'cover',
          type: 'image',
          fields: [defineField({name: 'alt', type: 'string'})],
          validation: (rule: Rule) => rule.assetRequired(),
        }),
        defineField({name: 'location', type: 'geopoint'}),
        defineField({
          name: 'body',
          type: 'array',
          of: [defineArrayMember({type: 'block'}), defineArrayMember({type: 'callout'})],
        }),
        defineField({name: 'heading', type: 'headline'}),
      ],
    }),
    defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
    defineType({
      name: 'callout',
      type: 'object',
      fields: [defineField({name: 'tone', type: 'string', options: {list: ['info', 'warning']}})],
    }),
    defineType({name: 'headline', type: 'string', validation: (rule: Rule) => rule.uppercase().warning()}),
  ],
})

/** A tiny stand-in for the data client: only `author-1` exists and the slug `taken` is in use. */
const client: ValidationClient = {
  async fetch(query, params) {
    if (query.includes('slug.current')) return params.slug !== 'taken'
    return params.id === 'author-1'
  },
}

const valid = {
  _id: 'drafts.p1',
  _type: 'post',
  title: 'Hello',
  slug: {_type: 'slug', current: 'hello'},
  website: 'https://example.com',
  author: {_type: 'reference', _ref: 'author-1'},
  cover: {
    _type: 'image',
    alt: 'A cat',
    asset: {_type: 'reference', _ref: 'image-abc-10x10-png'},
    hotspot: {_type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 1, height: 1},
  },
  location: {_type: 'geopoint', lat: 59.9, lng: 10.7},
  body: [
    {
      _key: 'b1',
      _type: 'block',
      style: 'normal',
      markDefs: [{_key: 'm1', _type: 'link', href: 'https://example.com'}],
      children: [{_key: 'c1', _type: 'span', text: 'Hi', marks: ['strong', 'm1']}],
    },
    {_key: 'b2', _type: 'callout', tone: 'info'},
  ],
  heading: 'LOUD',
}

describe('validating documents of a compiled schema', () => {
  it('the schema compiles without errors', () => {
    expect(schema.problems.flatMap((group) => group.problems).filter((p) => p.severity === 'error')).toEqual(
      [],
    )
  })

  it('a valid document, with built-in fields (image, geopoint, block, span, reference), has no markers', async () => {
    expect(await validateDocument({document: valid, schema, client})).toEqual([])
  })

  it('reports each problem at its path', async () => {
    const document = {
      ...valid,
      title: undefined,
      slug: {_type: 'slug', current: 'taken'},
      website: 'ftp://example.com',
      author: {_type: 'reference', _ref: 'author-9'},
      cover: {_type: 'image', alt: 'No asset'},
      location: {_type: 'geopoint', lat: 'north'},
      body: [
        {...valid.body[0], style: 'h9', markDefs: [{_key: 'm1', _type: 'link', href: '/relative'}]},
        {_key: 'b2', _type: 'callout', tone: 'loud', colour: 'red'},
      ],
      heading: 'quiet',
    }
    expect(await validateDocument({document, schema, client})).toEqual([
      error('Required', 'required', ['title']),
      error('Slug is already in use', 'slug.not-unique', ['slug']),
      error('URL scheme must be one of: http, https', 'url.scheme', ['website']),
      error('Referenced document does not exist or is not published', 'reference.not-published', ['author']),
      error('Asset is required', 'asset.required', ['cover']),
      error('Expected type Number, got String', 'type.mismatch', ['location', 'lat']),
      error(
        'Value did not match any allowed values (allowed: "normal", "h1", "h2", "h3", "h…)',
        'valid.not-allowed',
        ['body', {_key: 'b1'}, 'style'],
      ),
      error('Relative URLs are not allowed', 'url.relative-not-allowed', [
        'body',
        {_key: 'b1'},
        'markDefs',
        {_key: 'm1'},
        'href',
      ]),
      error('Value did not match any allowed values (allowed: "info", "warning")', 'valid.not-allowed', [
        'body',
        {_key: 'b2'},
        'tone',
      ]),
      error("Field 'colour' does not exist on type 'callout'", 'object.unknown-field', [
        'body',
        {_key: 'b2'},
        'colour',
      ]),
      warning('Must be all uppercase characters', 'string.uppercase', ['heading']),
    ])
  })
})
