import type {CompiledFieldset, ObjectField, SchemaType} from '@tessera/types'
import {describe, expect, test} from 'vitest'
import {compileSchema} from './build/compile-schema.js'
import {kitchenSinkTypes, shoutValidation} from './test-fixtures/kitchen-sink-schema.js'
import {typeChain} from './type-chain.js'

const schema = compileSchema({name: 'kitchen', types: kitchenSinkTypes})
const get = (name: string) => {
  const type = schema.get(name)
  if (!type) throw new Error(`missing type ${name}`)
  return type
}
const sink = get('kitchenSink')
const fieldOf = (type: SchemaType, name: string): ObjectField => {
  const field = type.fields?.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`missing field ${name} on ${type.name}`)
  return field
}
const names = (types: {name: string}[] | undefined) => types?.map((type) => type.name)
const chainNames = (type: SchemaType) => typeChain(type).map((step) => step.name)
/** The fieldset layout as `name:field,field` for groups and the field name for single fields. */
const layout = (fieldsets: CompiledFieldset[] | undefined) =>
  fieldsets?.map((entry) =>
    entry.single ? entry.field.name : `${entry.name}:${entry.fields.map((f) => f.name).join(',')}`,
  )

describe('inheritance chains of three levels', () => {
  test('a primitive chain merges options and inherits validation and description; own properties win', () => {
    expect(chainNames(get('headline'))).toEqual(['headline', 'shoutString', 'labelledString', 'string'])
    expect(get('labelledString')).toMatchObject({
      title: 'Labelled String',
      jsonType: 'string',
      options: {list: ['a', 'b'], layout: 'radio'},
      description: 'A string with a fixed list',
    })
    expect(get('shoutString').options).toEqual({list: ['a', 'b'], layout: 'radio', direction: 'horizontal'})
    expect(get('shoutString').validation).toEqual([shoutValidation])
    expect(get('headline')).toMatchObject({
      title: 'Headline!',
      options: {list: ['a', 'b'], layout: 'dropdown', direction: 'horizontal'},
      description: 'A string with a fixed list',
    })
    expect(get('headline').validation).toBe(get('shoutString').validation)

    const field = fieldOf(sink, 'headline').type
    expect(chainNames(field)).toEqual(['headline', 'headline', 'shoutString', 'labelledString', 'string'])
    expect(field.description).toBe('Own description')
    expect(field.options).toEqual(get('headline').options)
    expect(field.validation).toBe(get('shoutString').validation)
  })

  test('a document chain inherits fields, fieldsets, groups, preview and liveEdit', () => {
    const [base, article, featured] = ['baseArticle', 'article', 'featuredArticle'].map(get)
    expect(chainNames(featured)).toEqual(['featuredArticle', 'article', 'baseArticle', 'document'])
    expect(base.liveEdit).toBe(true)
    expect(layout(base.fieldsets)).toEqual(['title', 'meta:summary'])
    expect(base.preview).toEqual({select: {title: 'title', subtitle: 'summary'}})
    expect(fieldOf(base, 'summary').group).toEqual(['main', 'seo'])

    expect(article.title).toBe('Article')
    expect(article.icon).toBe('article-icon')
    expect(article.fields).toBe(base.fields)
    expect(article.fieldsets).toBe(base.fieldsets)
    expect(article.groups).toBe(base.groups)
    expect(article.preview).toBe(base.preview)
    expect(article.liveEdit).toBe(true)

    expect(featured.title).toBe('Featured Article')
    expect(featured.icon).toBe('article-icon')
    expect(names(featured.fields)).toEqual(['heading', 'rank'])
    // Inherited fieldset definitions apply to the new fields; the guessed preview is guessed again.
    expect(layout(featured.fieldsets)).toEqual(['heading', 'meta:rank'])
    expect(featured.groups).toBe(base.groups)
    expect(featured.preview).toEqual({select: {title: 'heading'}})
    expect(featured.liveEdit).toBe(true)
  })
})
