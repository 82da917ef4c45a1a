/**
 * A schema that uses every built-in as a field, nested inline objects, arrays of several member types,
 * references, fieldsets, groups and inheritance chains of three levels. Compiles with no problems.
 */
import type {TypeDefinition} from '@tessera/types'
import {defineArrayMember, defineField, defineType} from '../../define/index.js'
import type {Rule} from '../../validation/index.js'

export const initialKitchenSink = () => ({title: 'Untitled sink'})
export const shoutValidation = (rule: Rule) => rule.uppercase()
export const hiddenWhenEmpty = ({value}: {value: unknown}) => value === undefined

/** Three levels on a primitive: labelledString → shoutString → headline. */
const stringChain = [
  defineType({
    name: 'labelledString',
    type: 'string',
    description: 'A string with a fixed list',
    options: {list: ['a', 'b'], layout: 'radio'},
  }),
  defineType({
    name: 'shoutString',
    type: 'labelledString',
    options: {direction: 'horizontal'},
    validation: shoutValidation,
  }),
  defineType({name: 'headline', type: 'shoutString', title: 'Headline!', options: {layout: 'dropdown'}}),
]

/** Three levels on a document: baseArticle → article → featuredArticle (which has its own fields). */
const documentChain = [
  defineType({
    name: 'baseArticle',
    type: 'document',
    fieldsets: [{name: 'meta', title: 'Meta data'}],
    groups: [{name: 'main', title: 'Main', default: true}, {name: 'seo'}],
    fields: [
      defineField({name: 'title', type: 'string', group: 'main'}),
      defineField({name: 'summary', type: 'text', fieldset: 'meta', group: ['main', 'seo']}),
    ],
    liveEdit: true,
  }),
  defineType({name: 'article', type: 'baseArticle', title: 'Article', icon: 'article-icon'}),
  defineType({
    name: 'featuredArticle',
    type: 'article',
    fields: [
      defineField({name: 'heading', type: 'string'}),
      defineField({name: 'rank', type: 'number', fieldset: 'meta'}),
    ],
  }),
]

const person = defineType({
  name: 'person',
  type: 'document',
  fields: [
    defineField({name: 'name', type: 'string'}),
    defineField({name: 'avatar', type: 'image', options: {hotspot: true}}),
    // Recursion through fields is allowed: a person lists other persons.
    defineField({name: 'friends', type: 'array', of: [defineArrayMember({type: 'person'})]}),
  ],
  preview: {select: {title: 'name', media: 'avatar'}},
})

const seo = defineType({
  name: 'seo',
  type: 'object',
  fields: [
    defineField({name: 'metaTitle', type: 'string'}),
    defineField({name: 'metaDescription', type: 'text'}),
  ],
})

const kitchenSink = defineType({
  name: 'kitchenSink',
  type: 'document',
  title: 'Kitchen sink',
  initialValue: initialKitchenSink,
  orderings: [{name: 'titleAsc', title: 'Title', by: [{field: 'title', direction: 'asc'}]}],
  fieldsets: [
    {name: 'basics', title: 'Basics', options: {collapsible: true, collapsed: false}},
    {name: 'where', description: 'Where it is', hidden: hiddenWhenEmpty},
  ],
  groups: [
    {name: 'content', default: true},
    {name: 'media', title: 'Media files'},
  ],
  fields: [
    defineField({name: 'title', type: 'string', fieldset: 'basics', group: 'content'}),
    defineField({name: 'notes', type: 'text', rows: 3, fieldset: 'basics'}),
    defineField({name: 'count', type: 'number', initialValue: 1}),
    defineField({name: 'flag', type: 'boolean', readOnly: true}),
    defineField({name: 'day', type: 'date'}),
    defineField({name: 'moment', type: 'datetime', options: {timeStep: 15}}),
    defineField({name: 'homepage', type: 'url'}),
    defineField({name: 'contact', type: 'email'}),
    defineField({name: 'slug', type: 'slug', options: {source: 'title'}}),
    defineField({name: 'location', type: 'geopoint', fieldset: 'where'}),
    defineField({name: 'owner', type: 'reference', to: [{type: 'person'}], weak: true}),
    defineField({
      name: 'product',
      type: 'crossDatasetReference',
      dataset: 'shop',
      to: [{type: 'product', title: 'Shop product'}],
    }),
    defineField({
      name: 'cover',
      type: 'image',
      group: 'media',
      options: {hotspot: true},
      fields: [defineField({name: 'caption', type: 'string'})],
    }),
    defineField({
      name: 'attachment',
      type: 'file',
      group: 'media',
      fields: [defineField({name: 'note', type: 'text'})],
    }),
    defineField({
      name: 'address',
      type: 'object',
      fieldset: 'where',
      fields: [
        defineField({name: 'street', type: 'string'}),
        defineField({
          name: 'position',
          type: 'object',
          fields: [
            defineField({name: 'point', type: 'geopoint'}),
            defineField({name: 'label', type: 'string'}),
          ],
        }),
      ],
    }),
    defineField({
      name: 'tags',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
      options: {layout: 'tags'},
    }),
    defineField({
      name: 'content',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [{title: 'Normal', value: 'normal'}],
          marks: {
            annotations: [
              defineArrayMember({
                name: 'internalLink',
                type: 'object',
                fields: [defineField({name: 'target', type: 'reference', to: [{type: 'article'}]})],
              }),
            ],
          },
          of: [
            defineArrayMember({
              name: 'mention',
              type: 'object',
              fields: [defineField({name: 'who', type: 'string'})],
            }),
          ],
        }),
        defineArrayMember({type: 'image'}),
        defineArrayMember({
          name: 'callout',
          type: 'object',
          fields: [defineField({name: 'text', type: 'string'}), defineField({name: 'tone', type: 'string'})],
        }),
        defineArrayMember({type: 'reference', to: [{type: 'person'}, {type: 'article'}]}),
        defineArrayMember({type: 'seo', title: 'SEO block'}),
      ],
    }),
    defineField({
      name: 'related',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: {type: 'featuredArticle'}})],
    }),
    defineField({name: 'seo', type: 'seo', group: 'content'}),
    defineField({name: 'headline', type: 'headline', description: 'Own description'}),
    defineField({name: 'plainBlock', type: 'block'}),
    defineField({name: 'fragment', type: 'span'}),
  ],
})

/** Listed with children before their parents: the compiler resolves any order. */
export const kitchenSinkTypes: TypeDefinition[] = [
  kitchenSink,
  ...documentChain.reverse(),
  person,
  ...stringChain.reverse(),
  seo,
]
