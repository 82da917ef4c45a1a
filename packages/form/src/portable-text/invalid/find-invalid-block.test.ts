import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {applyLocalPatches} from '../../patch/apply-local-patches.js'
import {toEditorSchema} from '../schema/editor-schema.js'
import {findInvalidBlock} from './find-invalid-block.js'

const compiled = compileSchema({
  name: 'invalid-blocks',
  types: [
    {
      name: 'post',
      type: 'document',
      fields: [
        {
          name: 'body',
          type: 'array',
          of: [
            {
              type: 'block',
              of: [{type: 'object', name: 'mention', fields: [{name: 'handle', type: 'string'}]}],
            },
            {type: 'object', name: 'callout', fields: [{name: 'text', type: 'string'}]},
          ],
        },
      ],
    },
  ],
})
const post = compiled.get('post') as SchemaType
const schema = toEditorSchema(post.fields!.find((field) => field.name === 'body')!.type)
let keys = 0
const newKey = () => `new${++keys}`

const span = (key: string, text: unknown, marks: unknown[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [span(`${key}s`, 'Text')],
  ...extra,
})

/** The problem's description, and the value after its fix (which must have no problem left). */
function check(value: unknown) {
  const problem = findInvalidBlock(value, schema, newKey)
  if (!problem) return undefined
  const fixed = applyLocalPatches(value, problem.patches)
  return {
    description: problem.description,
    action: problem.action,
    fixed,
    left: findInvalidBlock(fixed, schema, newKey),
  }
}

describe('findInvalidBlock', () => {
  it('accepts text blocks, inline objects, annotations and block objects the schema has', () => {
    const value = [
      block('a', {
        markDefs: [{_type: 'link', _key: 'l1', href: 'https://x.dev'}],
        children: [span('s1', 'Go', ['strong', 'l1']), {_type: 'mention', _key: 'm1', handle: 'ada'}],
        listItem: 'bullet',
        level: 2,
      }),
      {_type: 'callout', _key: 'c', text: 'Hi'},
    ]
    expect(findInvalidBlock(value, schema, newKey)).toBeUndefined()
    expect(findInvalidBlock(undefined, schema, newKey)).toBeUndefined()
  })

  it('finds an unknown style and sets the first style', () => {
    const result = check([block('a', {style: 'h9'})])
    expect(result?.description).toBe("Block 'a' has the style 'h9', which this field does not allow.")
    expect(result?.action).toBe("Change the style to 'normal'")
    expect(result?.left).toBeUndefined()
  })

  it('finds an unknown list type and removes the list formatting', () => {
    const result = check([block('a', {listItem: 'roman', level: 1})])
    expect(result?.description).toContain("list item of type 'roman'")
    expect(result?.fixed).toEqual([block('a')])
  })

  it('finds marks that are neither decorators nor annotations and removes only those', () => {
    const result = check([block('a', {children: [span('s', 'x', ['strong', 'sparkle'])]})])
    expect(result?.description).toBe(
      "Text 's' of block 'a' has the mark 'sparkle', which is neither a decorator nor an annotation of this field.",
    )
    expect(result?.fixed).toEqual([block('a', {children: [span('s', 'x', ['strong'])]})])
  })

  it('finds missing and repeated keys and gives new ones', () => {
    const {_key: _, ...keyless} = block('a')
    expect(check([keyless])?.description).toBe('Block 1 has no _key.')
    expect(check([keyless])?.left).toBeUndefined()
    expect(check([block('a'), block('a')])?.description).toBe(
      "Block 2 has the same _key as an earlier block ('a').",
    )
    const childless = block('a', {children: [{_type: 'span', text: 'x', marks: []}]})
    expect(check([childless])?.description).toBe("Child 1 of block 'a' has no _key.")
  })

  it('finds children that are not text or an allowed inline object, and block types the field does not allow', () => {
    const withImage = block('a', {children: [span('s', 'x'), {_type: 'image', _key: 'i'}]})
    expect(check([withImage])?.description).toBe(
      "Child 'i' of block 'a' is of type 'image', which is neither text nor an inline object this field allows.",
    )
    expect(check([withImage])?.fixed).toEqual([block('a', {children: [span('s', 'x')]})])
    const result = check([block('a'), {_type: 'video', _key: 'v'}])
    expect(result?.description).toBe("Block 'v' is of type 'video', which this field does not allow.")
    expect(result?.action).toBe('Remove the block')
    expect(result?.fixed).toEqual([block('a')])
  })

  it('finds spans without text, empty children, unknown annotations and a value that is not a list', () => {
    expect(check([block('a', {children: [span('s', 3)]})])?.fixed).toEqual([
      block('a', {children: [span('s', '')]}),
    ])
    expect(check([block('a', {children: []})])?.left).toBeUndefined()
    const annotated = block('a', {
      markDefs: [{_type: 'footnote', _key: 'f'}],
      children: [span('s', 'x', ['f'])],
    })
    expect(check([annotated])?.action).toBe('Remove the annotation')
    expect(check({not: 'a list'})?.action).toBe('Unset the value')
  })
})
