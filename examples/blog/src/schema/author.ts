import {defineField, defineType} from 'tessera'

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'slug', title: 'Slug', type: 'slug', options: {source: 'name'}}),
    defineField({name: 'image', title: 'Image', type: 'image', options: {hotspot: true}}),
    defineField({name: 'bio', title: 'Bio', type: 'array', of: [{type: 'block'}]}),
  ],
  preview: {select: {title: 'name', media: 'image'}},
})
