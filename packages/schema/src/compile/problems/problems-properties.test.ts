import {
  author,
  at,
  describeProblemCases,
  doc,
  error,
  f,
  post,
  t,
  type Case,
  warning,
} from './problem-cases.js'

const propertyCases: Case[] = [
  {
    name: 'options that are not an object',
    types: [doc({name: 'title', type: 'string', options: 'radio'})],
    problems: [
      at(
        [post, f('title', 'string')],
        error('schema-options-invalid', '"options" must be an object, got string'),
      ),
    ],
  },
  {
    name: 'an options.list that is not an array',
    types: [doc({name: 'kind', type: 'string', options: {list: 'a,b'}})],
    problems: [
      at(
        [post, f('kind', 'string')],
        error('schema-options-list-invalid', '"options.list" must be an array, got string'),
      ),
    ],
  },
  {
    name: 'options.list items without a value',
    types: [
      doc({name: 'kind', type: 'string', options: {list: ['a', {title: 'B'}, {title: 3, value: 'c'}, null]}}),
    ],
    problems: [
      at(
        [post, f('kind', 'string')],
        error(
          'schema-options-list-invalid',
          '"options.list" item 1 must be a value or an object like {title, value}, got object',
        ),
        error(
          'schema-options-list-invalid',
          '"options.list" item 2 must be a value or an object like {title, value}, got object',
        ),
        error(
          'schema-options-list-invalid',
          '"options.list" item 3 must be a value or an object like {title, value}, got null',
        ),
      ),
    ],
  },
  {
    name: 'a valid options.list',
    types: [doc({name: 'kind', type: 'number', options: {list: [1, {title: 'Two', value: 2}]}})],
    problems: [],
  },
  {
    name: 'a preview that is not an object',
    types: [{...author, preview: 'name'}],
    problems: [
      at(
        [t('author', 'document')],
        error(
          'schema-preview-invalid',
          '"preview" must be an object with "select" and/or "prepare", got string',
        ),
      ),
    ],
  },
  {
    name: 'an invalid preview.select and prepare',
    types: [{...author, preview: {select: {title: 'name', subtitle: 5}, prepare: 'x'}}],
    problems: [
      at(
        [t('author', 'document')],
        error('schema-preview-invalid', '"preview.prepare" must be a function, got string'),
        error('schema-preview-invalid', '"preview.select.subtitle" must be a field path, got number'),
      ),
    ],
  },
  {
    name: 'a preview.select that is not an object',
    types: [{...author, preview: {select: ['name']}}],
    problems: [
      at(
        [t('author', 'document')],
        error(
          'schema-preview-invalid',
          '"preview.select" must be an object mapping names to field paths, got array',
        ),
      ),
    ],
  },
  {
    name: 'a preview.select key only a prepare function would use',
    types: [{...author, preview: {select: {title: 'name', name: 'name'}}}],
    problems: [
      at(
        [t('author', 'document')],
        warning(
          'schema-preview-invalid',
          '"preview.select.name" is not shown: without "prepare" only title, subtitle, description, media, imageUrl and date are used',
        ),
      ),
    ],
  },
  {
    name: 'custom preview.select keys with a prepare function',
    types: [{...author, preview: {select: {n: 'name'}, prepare: ({n}: {n: string}) => ({title: n})}}],
    problems: [],
  },
  {
    name: 'hidden and readOnly that are neither boolean nor function',
    types: [doc({name: 'title', type: 'string', hidden: 'yes', readOnly: 1})],
    problems: [
      at(
        [post, f('title', 'string')],
        error('schema-hidden-invalid', '"hidden" must be a boolean or a function, got string'),
        error('schema-read-only-invalid', '"readOnly" must be a boolean or a function, got number'),
      ),
    ],
  },
  {
    name: 'hidden and readOnly callbacks and booleans',
    types: [doc({name: 'title', type: 'string', hidden: () => false, readOnly: true})],
    problems: [],
  },
  {
    name: 'a validation that is not a function or rule',
    types: [doc({name: 'title', type: 'string', validation: 'required'})],
    problems: [
      at(
        [post, f('title', 'string')],
        error(
          'schema-validation-invalid',
          '"validation" must be a function, a Rule or an array of them, got string',
        ),
      ),
    ],
  },
  {
    name: 'validation false, functions and arrays of them',
    types: [
      doc(
        {name: 'a', type: 'string', validation: false},
        {name: 'b', type: 'string', validation: [() => null]},
      ),
    ],
    problems: [],
  },
  {
    name: 'invalid orderings',
    types: [
      {
        ...author,
        orderings: [{name: 'byName', title: 'By name', by: [{field: 'name', direction: 'up'}]}, {title: 'x'}],
      },
    ],
    problems: [
      at(
        [t('author', 'document')],
        error(
          'schema-orderings-invalid',
          'Ordering "byName": every "by" entry needs a "field" and a "direction" of "asc" or "desc"',
        ),
        error('schema-orderings-invalid', 'Ordering 1 must have a "name", a "title" and a "by" array'),
      ),
    ],
  },
  {
    name: 'orderings that are not an array',
    types: [{...author, orderings: {name: 'x'}}],
    problems: [
      at(
        [t('author', 'document')],
        error('schema-orderings-invalid', '"orderings" must be an array, got object'),
      ),
    ],
  },
  {
    name: 'structural properties a type does not use',
    types: [doc({name: 'title', type: 'string', of: [{type: 'string'}], to: [{type: 'post'}], fields: []})],
    problems: [
      at(
        [post, f('title', 'string')],
        warning('schema-property-ignored', '"fields" has no effect on a type based on "string"'),
        warning('schema-property-ignored', '"of" has no effect on a type based on "string"'),
        warning('schema-property-ignored', '"to" has no effect on a type based on "string"'),
      ),
    ],
  },
]

describeProblemCases('problems of properties', propertyCases)
