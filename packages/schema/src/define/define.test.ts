import type {FieldDefinition, TypeDefinition} from '@tessera/types'
import {describe, expect, expectTypeOf, test} from 'vitest'
import {defineArrayMember, defineField, defineType} from './define.js'

describe('defineType, defineField, defineArrayMember', () => {
  test('return their argument unchanged', () => {
    const field = {name: 'title', type: 'string'} as const
    const member = {type: 'image'} as const
    const type = {name: 'post', type: 'document', fields: [field]}
    expect(defineField(field)).toBe(field)
    expect(defineArrayMember(member)).toBe(member)
    expect(defineType(type)).toBe(type)
  })

  test('keep literal names and types', () => {
    const post = defineType({
      name: 'post',
      type: 'document',
      fields: [
        defineField({name: 'title', type: 'string', options: {list: ['a', {title: 'B', value: 'b'}]}}),
      ],
    })
    expectTypeOf(post.name).toEqualTypeOf<'post'>()
    expectTypeOf(post.type).toEqualTypeOf<'document'>()
    expectTypeOf(post.fields[0].name).toEqualTypeOf<'title'>()
    expectTypeOf(post.fields[0].type).toEqualTypeOf<'string'>()
    expectTypeOf(post).toExtend<TypeDefinition>()
    expectTypeOf(post.fields[0]).toExtend<FieldDefinition>()
  })

  test('array members need no name; custom types and extra properties are allowed', () => {
    const member = defineArrayMember({type: 'author'})
    expectTypeOf(member.type).toEqualTypeOf<'author'>()
    const named = defineArrayMember({
      type: 'object',
      name: 'gallery',
      fields: [{name: 'caption', type: 'string'}],
    })
    expectTypeOf(named.name).toEqualTypeOf<'gallery'>()
    const custom = defineField({name: 'author', type: 'author', pluginSetting: 1})
    expect(custom.pluginSetting).toBe(1)
  })

  test('validation functions get a typed Rule', () => {
    const field = defineField({name: 'title', type: 'string', validation: (rule) => rule.required().max(20)})
    const custom = defineField({name: 'writer', type: 'author', validation: [(rule) => rule.required()]})
    expect(typeof field.validation).toBe('function')
    expect(custom.validation).toHaveLength(1)
    // @ts-expect-error validation must be a function, a Rule, a list of them or false
    defineField({name: 'title', type: 'string', validation: 'required'})
  })

  test('built-in types require their shape (checked by tsc)', () => {
    // @ts-expect-error an array needs `of`
    defineType({name: 'tags', type: 'array'})
    // @ts-expect-error a reference needs `to`
    defineField({name: 'author', type: 'reference'})
    // @ts-expect-error a document needs `fields`
    defineType({name: 'post', type: 'document'})
    // @ts-expect-error `grid` is not a string layout
    defineField({name: 'kind', type: 'string', options: {layout: 'grid'}})
    // @ts-expect-error number lists hold numbers
    defineField({name: 'size', type: 'number', options: {list: ['big']}})
    // @ts-expect-error a cross-dataset reference names its dataset
    defineField({name: 'product', type: 'crossDatasetReference', to: [{type: 'product'}]})
    // @ts-expect-error a field needs a name
    defineField({type: 'string'})
    // @ts-expect-error a top-level type needs a name
    defineType({type: 'string'})
    expect(true).toBe(true)
  })
})
