import {defineArrayMember, defineField, defineType} from '@tessera/schema'

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'email', title: 'Email', type: 'email'}),
    defineField({name: 'bio', title: 'Bio', type: 'text', rows: 4}),
    defineField({name: 'portrait', title: 'Portrait', type: 'image', options: {hotspot: true}}),
  ],
  preview: {select: {title: 'name', subtitle: 'email', media: 'portrait'}},
})

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'description', title: 'Description', type: 'text'}),
  ],
})

export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({name: 'slug', title: 'Slug', type: 'slug', options: {source: 'title'}}),
    defineField({name: 'author', title: 'Author', type: 'reference', to: [{type: 'author'}]}),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'category'}]})],
    }),
    defineField({name: 'publishedAt', title: 'Published at', type: 'datetime'}),
    defineField({name: 'mainImage', title: 'Main image', type: 'image', options: {hotspot: true}}),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          // An inline object and two annotations (a link whose URL is required, and a custom one), so the
          // body shows every kind of rich-text content.
          of: [
            defineArrayMember({
              type: 'object',
              name: 'footnote',
              title: 'Footnote',
              fields: [
                defineField({
                  name: 'note',
                  title: 'Note',
                  type: 'string',
                  validation: (rule) => rule.required(),
                }),
              ],
            }),
          ],
          marks: {
            annotations: [
              defineArrayMember({
                type: 'object',
                name: 'link',
                title: 'Link',
                fields: [
                  defineField({
                    name: 'href',
                    title: 'Link',
                    type: 'url',
                    validation: (rule) => rule.required(),
                  }),
                ],
              }),
              defineArrayMember({
                type: 'object',
                name: 'glossary',
                title: 'Glossary term',
                fields: [
                  defineField({name: 'term', title: 'Term', type: 'string'}),
                  defineField({name: 'definition', title: 'Definition', type: 'text', rows: 2}),
                ],
              }),
            ],
          },
        }),
        defineArrayMember({type: 'image'}),
        defineArrayMember({
          type: 'object',
          name: 'callout',
          title: 'Callout',
          fields: [
            defineField({
              name: 'tone',
              title: 'Tone',
              type: 'string',
              options: {list: ['note', 'tip', 'warning']},
            }),
            defineField({name: 'text', title: 'Text', type: 'text', rows: 2}),
          ],
          preview: {select: {title: 'text', subtitle: 'tone'}},
        }),
      ],
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'author.name', media: 'mainImage'}},
})

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  // One document, edited live: changes show on the site at once, without a draft to publish.
  liveEdit: true,
  fields: [
    defineField({name: 'title', title: 'Site title', type: 'string'}),
    defineField({name: 'description', title: 'Description', type: 'text'}),
    defineField({name: 'homepage', title: 'Homepage', type: 'url'}),
  ],
})

export const blogTypes = [author, category, post, siteSettings]
