import {describe, expect, it} from 'vitest'
import {Rule, validateDocument, type ValidationClient} from '../../src/validation/index.js'
import {
  arrayOf,
  builtins,
  derive,
  documentType,
  error,
  info,
  objectType,
  schemaOf,
  warning,
} from './helpers.js'

const required = (r: Rule) => r.required()

const item = objectType('item', {
  label: derive(builtins.string, {validation: required}),
  tags: arrayOf([builtins.string], {validation: (r: Rule) => r.unique()}),
})
const section = objectType('section', {
  heading: derive(builtins.string, {validation: (r: Rule) => r.max(10).warning()}),
  items: arrayOf([item]),
})
const author = objectType('author', {name: builtins.string})
const post = documentType(
  'post',
  {
    title: derive(builtins.string, {validation: required}),
    rating: derive(builtins.number, {validation: (r: Rule) => r.integer().info()}),
    author,
    writer: derive(builtins.reference),
    sections: arrayOf([section]),
    scores: arrayOf([builtins.number], {validation: (r: Rule) => r.max(2)}),
  },
  {
    validation: (r: Rule) =>
      r.custom((doc) => ((doc as {title?: string}).title === 'Draft' ? 'Pick a real title' : true)),
  },
)
const schema = schemaOf(post, author, section, item)

describe('validateDocument', () => {
  it('recurses through objects and arrays, with {_key} paths for keyed items', async () => {
    const document = {
      _id: 'drafts.p1',
      _type: 'post',
      _rev: 'r1',
      title: 'Draft',
      rating: 3.5,
      author: {name: 'Ada', colour: 'blue', _hidden: true},
      sections: [
        {
          _key: 's1',
          _type: 'section',
          heading: 'A heading that is long',
          items: [
            {_key: 'i1', _type: 'item', label: 'One', tags: ['a', 'b', 'a']},
            {_key: 'i2', _type: 'item'},
            {_key: 'i3', _type: 'mystery', anything: 1},
          ],
        },
      ],
      scores: [1, 'two', 3],
      extra: true,
    }
    expect(await validateDocument({document, schema})).toEqual([
      error('Pick a real title'),
      info('Must be an integer', 'number.integer', ['rating']),
      error("Field 'colour' does not exist on type 'author'", 'object.unknown-field', ['author', 'colour']),
      warning('Must be at most 10 characters long', 'string.max-length', [
        'sections',
        {_key: 's1'},
        'heading',
      ]),
      error("Can't be a duplicate", 'array.duplicate', [
        'sections',
        {_key: 's1'},
        'items',
        {_key: 'i1'},
        'tags',
        0,
      ]),
      error("Can't be a duplicate", 'array.duplicate', [
        'sections',
        {_key: 's1'},
        'items',
        {_key: 'i1'},
        'tags',
        2,
      ]),
      error('Required', 'required', ['sections', {_key: 's1'}, 'items', {_key: 'i2'}, 'label']),
      error('Must have at most 2 items', 'array.max', ['scores']),
      error('Expected type Number, got String', 'type.mismatch', ['scores', 1]),
      error("Field 'extra' does not exist on type 'post'", 'object.unknown-field', ['extra']),
    ])
  })

  it('passes the client to checks that need data', async () => {
    const client: ValidationClient = {fetch: async () => false}
    const document = {_id: 'p1', _type: 'post', title: 'Fine', writer: {_type: 'reference', _ref: 'nobody'}}
    expect(await validateDocument({document, schema, client})).toEqual([
      error('Referenced document does not exist or is not published', 'reference.not-published', ['writer']),
    ])
  })

  it('a document with no errors gives no markers', async () => {
    expect(await validateDocument({document: {_id: 'p1', _type: 'post', title: 'Fine'}, schema})).toEqual([])
  })

  it('a missing schema type gives a warning and skips', async () => {
    const document = {_id: 'x1', _type: 'unknownType', title: 5}
    expect(await validateDocument({document, schema})).toEqual([
      warning("Schema type 'unknownType' not found; the document was not validated", 'document.type-missing'),
    ])
  })

  it('an exception gives a single error', async () => {
    const broken = documentType('broken', {
      a: derive(builtins.string, {
        validation: () => {
          throw new Error('bad validation function')
        },
      }),
      b: derive(builtins.string, {validation: required}),
    })
    const document = {_id: 'b1', _type: 'broken'}
    expect(await validateDocument({document, schema: schemaOf(broken)})).toEqual([
      error(
        'Exception occurred while validating the document: bad validation function',
        'document.exception',
      ),
    ])
  })

  it('translates built-in messages through i18n and keeps the key', async () => {
    const i18n = {
      t: (key: string, values: Record<string, string | number>) =>
        key === 'required'
          ? 'Påkrevd'
          : key === 'number.integer'
            ? `Heltall (${Object.keys(values).length})`
            : undefined,
    }
    const document = {_id: 'p1', _type: 'post', rating: 1.5, scores: [1, 2, 3]}
    expect(await validateDocument({document, schema, i18n})).toEqual([
      error('Påkrevd', 'required', ['title']),
      info('Heltall (0)', 'number.integer', ['rating']),
      error('Must have at most 2 items', 'array.max', ['scores']),
    ])
  })

  it('primitive array items are addressed by index, unkeyed objects too', async () => {
    const list = documentType('list', {
      entries: arrayOf([
        objectType('entry', {n: derive(builtins.number, {validation: (r: Rule) => r.min(0)})}),
      ]),
    })
    const document = {_id: 'l1', _type: 'list', entries: [{n: 1}, {n: -1}]}
    expect(await validateDocument({document, schema: schemaOf(list)})).toEqual([
      error('Must be greater than or equal to 0', 'number.min', ['entries', 1, 'n']),
    ])
  })
})
