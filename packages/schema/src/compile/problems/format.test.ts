import {describe, expect, test} from 'vitest'
import {compileSchema} from '../build/compile-schema.js'
import {formatSchemaProblems, hasSchemaErrors} from './format.js'
import {author} from './problem-cases.js'

describe('hasSchemaErrors', () => {
  test('errors block start-up, warnings do not', () => {
    const withWarning = compileSchema({
      name: 'test',
      types: [{...author, preview: {select: {title: 'name', x: 'name'}}}],
    })
    const withError = compileSchema({name: 'test', types: [{name: 'post', type: 'document'}]})
    const clean = compileSchema({name: 'test', types: [author]})
    expect([hasSchemaErrors(withWarning), hasSchemaErrors(withError), hasSchemaErrors(clean)]).toEqual([
      false,
      true,
      false,
    ])
    expect(withWarning.problems).toHaveLength(1)
  })
})

describe('formatSchemaProblems', () => {
  test('one readable line per problem, errors first', () => {
    const schema = compileSchema({
      name: 'test',
      types: [
        {...author, preview: {select: {title: 'name', x: 'name'}}},
        {
          name: 'post',
          type: 'document',
          fields: [
            {name: 'writer', type: 'autor'},
            {name: 'tags', type: 'array'},
          ],
        },
      ],
    })
    expect(formatSchemaProblems(schema.problems)).toEqual([
      'Error in post.writer: Unknown type: "autor". Did you mean "author"? (schema-type-unknown)',
      'Error in post.tags: An array type must have an "of" array listing at least one member type (schema-array-of-invalid)',
      'Warning in author: "preview.select.x" is not shown: without "prepare" only title, subtitle, description, media, imageUrl and date are used (schema-preview-invalid)',
    ])
  })

  test('no problems, no lines', () => {
    expect(formatSchemaProblems([])).toEqual([])
  })
})
