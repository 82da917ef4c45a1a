import {describe, expect, it} from 'vitest'
import {defaultTemplateForType, defaultTemplatesForSchema} from './defaults.js'
import {createTestSchema, documentOf, field, objectOf, stringType} from './test-schema.js'

const authorResolver = () => ({name: 'Ada'})
const post = documentOf('post', [field('title', stringType)], {title: 'Blog post', icon: 'post-icon'})
const author = documentOf('author', [field('name', stringType)], {initialValue: authorResolver})
const settings = documentOf('settings', [], {initialValue: {theme: 'dark'}})
const address = objectOf('address', [field('street', stringType)], {initialValue: {street: 'Main'}})
const schema = createTestSchema([post, author, address, settings])

describe('defaultTemplatesForSchema', () => {
  it('makes one template per document type, id and schema type being the type name', () => {
    const templates = defaultTemplatesForSchema(schema)
    expect(templates.map((template) => template.id)).toEqual(['post', 'author', 'settings'])
    expect(templates.map((template) => template.schemaType)).toEqual(['post', 'author', 'settings'])
  })

  it('leaves out object types, the built-in document type and sanity.* system types', () => {
    const ids = defaultTemplatesForSchema(schema).map((template) => template.id)
    expect(ids).not.toContain('address')
    expect(ids).not.toContain('document')
    expect(ids).not.toContain('sanity.imageAsset')
  })

  it("uses the type's initialValue as the value, a resolver or an object, as given", () => {
    const templates = defaultTemplatesForSchema(schema)
    expect(templates.find((template) => template.id === 'author')?.value).toBe(authorResolver)
    expect(templates.find((template) => template.id === 'settings')?.value).toEqual({theme: 'dark'})
  })

  it('defaults the value to an object with only the type, and the title to the type title or name', () => {
    const [postTemplate, authorTemplate] = defaultTemplatesForSchema(schema)
    expect(postTemplate).toEqual({
      id: 'post',
      schemaType: 'post',
      title: 'Blog post',
      icon: 'post-icon',
      value: {_type: 'post'},
    })
    expect(authorTemplate.title).toBe('author')
  })

  it('is empty for a schema without document types', () => {
    expect(defaultTemplatesForSchema(createTestSchema([address]))).toEqual([])
  })
})

describe('defaultTemplateForType', () => {
  it('accepts a type name or a compiled type', () => {
    expect(defaultTemplateForType(schema, 'post')).toEqual(defaultTemplateForType(schema, post))
  })

  it("throws 'No such schema type: {type}' for an unknown name", () => {
    expect(() => defaultTemplateForType(schema, 'movie')).toThrow(new Error('No such schema type: movie'))
  })
})
