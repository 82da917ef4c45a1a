import {compileSchema} from '@tessera/schema'

/** A schema with every kind of field the global search derives paths and filters from. */
export const globalSearchSchema = compileSchema({
  name: 'global-search',
  types: [
    {
      name: 'author',
      type: 'document',
      fields: [
        {name: 'name', type: 'string'},
        {name: 'bio', type: 'text', description: 'A short biography.'},
        {name: 'secret', type: 'string', hidden: true},
        {name: 'internal', type: 'string', options: {search: {weight: 0}}},
      ],
      preview: {select: {title: 'name'}},
    },
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'kicker', type: 'string', options: {search: {weight: 7}}},
        {name: 'slug', type: 'slug'},
        {name: 'status', type: 'string', options: {list: [{title: 'Draft', value: 'draft'}, 'live']}},
        {name: 'body', type: 'array', of: [{type: 'block'}]},
        {name: 'tags', type: 'array', of: [{type: 'string'}], options: {list: ['a', 'b']}},
        {name: 'keywords', type: 'array', of: [{type: 'string'}]},
        {name: 'authors', type: 'array', of: [{type: 'reference', to: [{type: 'author'}]}]},
        {name: 'author', type: 'reference', to: [{type: 'author'}]},
        {name: 'rating', type: 'number'},
        {name: 'featured', type: 'boolean'},
        {name: 'publishedAt', type: 'datetime'},
        {name: 'day', type: 'date'},
        {name: 'cover', type: 'image', fields: [{name: 'caption', type: 'string'}]},
        {
          name: 'seo',
          type: 'object',
          fields: [
            {name: 'title', type: 'string', title: 'SEO title'},
            {
              name: 'deep',
              type: 'object',
              fields: [
                {name: 'note', type: 'string'},
                {name: 'deeper', type: 'object', fields: [{name: 'tooDeep', type: 'string'}]},
              ],
            },
          ],
        },
        {
          name: 'sections',
          type: 'array',
          of: [{type: 'object', name: 'section', fields: [{name: 'heading', type: 'string'}]}],
        },
      ],
      preview: {select: {title: 'title', subtitle: 'kicker'}},
    },
  ],
})
