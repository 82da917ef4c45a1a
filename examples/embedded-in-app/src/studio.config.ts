import {defineConfig, defineField, defineType} from 'tessera'
import {structureTool} from 'tessera/structure'
import {LAKE_URL} from './lake'

const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'slug', title: 'Slug', type: 'slug', options: {source: 'title'}}),
    defineField({name: 'excerpt', title: 'Excerpt', type: 'text', rows: 3}),
  ],
})

export default defineConfig({
  name: 'default',
  title: 'Field Notes',
  projectId: 'local',
  dataset: 'production',
  apiHost: LAKE_URL,
  apiVersion: '2025-02-19',
  plugins: [structureTool()],
  schema: {types: [post]},
})
