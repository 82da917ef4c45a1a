import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {textFieldsOf, titleOfType, toEditorSchema} from './editor-schema.js'

const schema = compileSchema({
  name: 'rich-text',
  types: [
    // The dev studio's post.body (dev-studio/src/schema/blog.ts).
    {
      name: 'post',
      type: 'document',
      fields: [{name: 'body', type: 'array', of: [{type: 'block'}, {type: 'image'}]}],
    },
    {name: 'mention', title: 'Mention', type: 'object', fields: [{name: 'handle', type: 'string'}]},
    {name: 'callout', title: 'Callout', type: 'object', fields: [{name: 'text', type: 'text'}]},
    // A kitchen-sink block: custom styles, lists, decorators, annotations and inline objects.
    {
      name: 'sink',
      type: 'document',
      fields: [
        {
          name: 'content',
          type: 'array',
          of: [
            {
              type: 'block',
              styles: [
                {title: 'Normal', value: 'normal'},
                {title: 'Title', value: 'h1'},
                {title: 'Lead', value: 'lead'},
              ],
              lists: [{title: 'Steps', value: 'number'}],
              marks: {
                decorators: [
                  {title: 'Bold', value: 'strong'},
                  {title: 'Highlight', value: 'highlight'},
                ],
                annotations: [
                  {
                    name: 'link',
                    type: 'object',
                    title: 'Link',
                    fields: [
                      {name: 'href', type: 'url', title: 'URL'},
                      {name: 'blank', type: 'boolean', title: 'Open in a new tab'},
                    ],
                  },
                  {
                    name: 'note',
                    type: 'object',
                    title: 'Footnote',
                    fields: [{name: 'text', type: 'string', title: 'Note text'}],
                  },
                ],
              },
              of: [{type: 'mention'}],
            },
            {type: 'callout'},
            {type: 'image'},
          ],
        },
      ],
    },
  ],
})

function field(typeName: string, fieldName: string): SchemaType {
  const found = schema.get(typeName)?.fields?.find((candidate) => candidate.name === fieldName)
  if (!found) throw new Error(`No field ${typeName}.${fieldName}`)
  return found.type
}

const names = (items: readonly {name: string}[]) => items.map((item) => item.name)

describe('toEditorSchema', () => {
  it("turns post.body into the editor's schema with the block defaults", () => {
    const body = toEditorSchema(field('post', 'body'))
    expect(body.block.name).toBe('block')
    expect(body.span.name).toBe('span')
    expect(body.styles.map(({name, title}) => ({name, title}))).toEqual([
      {name: 'normal', title: 'Normal'},
      {name: 'h1', title: 'Heading 1'},
      {name: 'h2', title: 'Heading 2'},
      {name: 'h3', title: 'Heading 3'},
      {name: 'h4', title: 'Heading 4'},
      {name: 'h5', title: 'Heading 5'},
      {name: 'h6', title: 'Heading 6'},
      {name: 'blockquote', title: 'Quote'},
    ])
    expect(names(body.lists)).toEqual(['bullet', 'number'])
    expect(names(body.decorators)).toEqual([
      'strong',
      'em',
      'underline',
      'overline',
      'strike-through',
      'code',
    ])
    expect(body.annotations.map(({name, title}) => ({name, title}))).toEqual([{name: 'link', title: 'Link'}])
    expect(names(body.blockObjects)).toEqual(['image'])
    expect(body.inlineObjects).toEqual([])
    expect(textFieldsOf(body, 'link')).toEqual([{name: 'href', title: 'Link'}])
  })

  it('keeps a custom block: its styles, lists, marks, inline and block objects', () => {
    const content = toEditorSchema(field('sink', 'content'))
    expect(names(content.styles)).toEqual(['normal', 'h1', 'lead'])
    expect(content.styles[1]?.title).toBe('Title')
    expect(content.lists.map(({name, title}) => ({name, title}))).toEqual([{name: 'number', title: 'Steps'}])
    expect(content.decorators.map(({name, title}) => ({name, title}))).toEqual([
      {name: 'strong', title: 'Bold'},
      {name: 'highlight', title: 'Highlight'},
    ])
    expect(names(content.annotations)).toEqual(['link', 'note'])
    expect(names(content.inlineObjects)).toEqual(['mention'])
    expect(names(content.blockObjects)).toEqual(['callout', 'image'])
    expect(titleOfType(content, 'callout')).toBe('Callout')
    expect(titleOfType(content, 'mention')).toBe('Mention')
    expect(titleOfType(content, 'unknown')).toBe('unknown')
    // The popover edits text fields only (url is a string to the editor); the boolean waits for the dialog.
    expect(textFieldsOf(content, 'link')).toEqual([{name: 'href', title: 'URL'}])
    expect(textFieldsOf(content, 'note')).toEqual([{name: 'text', title: 'Note text'}])
  })

  it('refuses a type that is not an array', () => {
    expect(() => toEditorSchema(field('post', 'body').of![0]!)).toThrow(/needs an array type/)
  })
})
