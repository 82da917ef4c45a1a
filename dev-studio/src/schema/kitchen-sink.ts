import {defineArrayMember, defineField, defineType} from '@tessera/schema'

/** An object type used inside the kitchen sink: a named, reusable object. */
const address = defineType({
  name: 'address',
  title: 'Address',
  type: 'object',
  fields: [
    defineField({name: 'street', title: 'Street', type: 'string'}),
    defineField({name: 'city', title: 'City', type: 'string'}),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      options: {list: ['Norway', 'Sweden', 'Denmark']},
    }),
  ],
})

/** One document with every built-in field type, for trying inputs and diffs. */
const kitchenSink = defineType({
  name: 'kitchenSink',
  title: 'Kitchen sink',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'notes', title: 'Notes', type: 'text'}),
    defineField({name: 'count', title: 'Count', type: 'number', validation: (rule) => rule.min(0).integer()}),
    defineField({name: 'flag', title: 'Flag', type: 'boolean'}),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: {list: [{title: 'News', value: 'news'}, {title: 'Opinion', value: 'opinion'}, 'review']},
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      options: {list: [1, 2, 3, 4, 5], layout: 'radio', direction: 'horizontal'},
    }),
    defineField({name: 'day', title: 'Day', type: 'date'}),
    defineField({name: 'moment', title: 'Moment', type: 'datetime'}),
    defineField({name: 'homepage', title: 'Homepage', type: 'url'}),
    defineField({name: 'contact', title: 'Contact', type: 'email'}),
    defineField({name: 'slug', title: 'Slug', type: 'slug', options: {source: 'title'}}),
    defineField({name: 'location', title: 'Location', type: 'geopoint'}),
    defineField({name: 'owner', title: 'Owner', type: 'reference', to: [{type: 'author'}]}),
    defineField({name: 'venue', title: 'Venue', type: 'reference', to: [{type: 'venue'}]}),
    // An author of the blog dataset (same lake), linked to her document in the blog workspace.
    defineField({
      name: 'blogAuthor',
      title: 'Blog author',
      type: 'crossDatasetReference',
      dataset: 'blog',
      to: [{type: 'author', preview: {select: {title: 'name', subtitle: 'email'}}}],
      studioUrl: ({id, type}: {id: string; type?: string}) =>
        `/blog/intent/edit/id=${encodeURIComponent(id)};type=${encodeURIComponent(type ?? 'author')}`,
    }),
    defineField({name: 'cover', title: 'Cover', type: 'image', options: {hotspot: true}}),
    defineField({name: 'attachment', title: 'Attachment', type: 'file'}),
    defineField({name: 'address', title: 'Address', type: 'address'}),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
      options: {layout: 'tags'},
    }),
    defineField({
      name: 'channels',
      title: 'Channels',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
      options: {list: ['web', 'print', 'newsletter']},
    }),
    defineField({
      name: 'scores',
      title: 'Scores',
      type: 'array',
      of: [defineArrayMember({type: 'number'})],
    }),
    defineField({
      name: 'stops',
      title: 'Stops',
      type: 'array',
      of: [defineArrayMember({type: 'address'})],
    }),
    defineField({
      name: 'related',
      title: 'Related',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'post'}, {type: 'author'}]})],
    }),
    defineField({
      name: 'content',
      title: 'Content',
      type: 'array',
      of: [defineArrayMember({type: 'block'}), defineArrayMember({type: 'image'})],
    }),
  ],
})

/** Edited live (no drafts): only roles that may create published documents can make one (references). */
export const venue = defineType({
  name: 'venue',
  title: 'Venue',
  type: 'document',
  liveEdit: true,
  fields: [defineField({name: 'name', title: 'Name', type: 'string'})],
})

export const kitchenSinkTypes = [address, kitchenSink, venue]
