/* global document */
// The real Sanity Studio, unchanged, with a small schema and the project id of the lake under test.
import {createElement} from 'react'
import {createRoot} from 'react-dom/client'
import {Studio, defineConfig, defineField, defineType} from 'sanity'
import {structureTool} from 'sanity/structure'

const post = defineType({
  name: 'post',
  type: 'document',
  title: 'Post',
  fields: [
    defineField({name: 'title', type: 'string', title: 'Title'}),
    defineField({name: 'body', type: 'text', title: 'Body'}),
  ],
})

const config = defineConfig({
  name: 'default',
  title: 'Lake studio',
  projectId: 'tessera',
  dataset: 'test',
  plugins: [structureTool()],
  schema: {types: [post]},
})

createRoot(document.getElementById('root')).render(createElement(Studio, {config}))
