import {defineArrayMember, defineField, defineType} from '@tessera/schema'

/**
 * The document `pnpm bench:rich-text` types into: a body like a post's (text blocks with links and
 * lists, an inline object, a callout block object) and nothing else, so the numbers are the editor's.
 */
export const benchRichText = defineType({
  name: 'benchRichText',
  title: 'Benchmark: rich text',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string'}),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'benchNote',
              title: 'Note',
              fields: [defineField({name: 'note', title: 'Note', type: 'string'})],
            }),
          ],
        }),
        defineArrayMember({
          type: 'object',
          name: 'callout',
          title: 'Callout',
          fields: [
            defineField({name: 'tone', title: 'Tone', type: 'string'}),
            defineField({name: 'text', title: 'Text', type: 'text', rows: 2}),
          ],
          preview: {select: {title: 'text', subtitle: 'tone'}},
        }),
      ],
    }),
  ],
})
