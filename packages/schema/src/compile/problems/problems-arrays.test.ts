import {
  address,
  at,
  author,
  describeProblemCases,
  doc,
  error,
  f,
  m,
  post,
  t,
  type Case,
} from './problem-cases.js'

const arrayAndReferenceCases: Case[] = [
  {
    name: 'an array without of',
    types: [doc({name: 'tags', type: 'array'})],
    problems: [
      at(
        [post, f('tags', 'array')],
        error(
          'schema-array-of-invalid',
          'An array type must have an "of" array listing at least one member type',
        ),
      ),
    ],
  },
  {
    name: 'an array with an empty of',
    types: [{name: 'tags', type: 'array', of: []}],
    problems: [
      at(
        [t('tags', 'array')],
        error(
          'schema-array-of-invalid',
          'An array type must have an "of" array listing at least one member type',
        ),
      ),
    ],
  },
  {
    name: 'an array whose of is not an array',
    types: [{name: 'tags', type: 'array', of: {type: 'string'}}],
    problems: [
      at(
        [t('tags', 'array')],
        error('schema-array-of-invalid', '"of" must be an array of member types, got object'),
      ),
    ],
  },
  {
    name: 'an array type inheriting of needs none of its own',
    types: [{name: 'tags', type: 'array', of: [{type: 'string'}]}, doc({name: 'keywords', type: 'tags'})],
    problems: [],
  },
  {
    name: 'an array member that is not an object',
    types: [{name: 'tags', type: 'array', of: ['string']}],
    problems: [
      at(
        [t('tags', 'array'), m('of[0]', '<unknown>')],
        error('schema-array-of-invalid', `Array members must be objects like {type: 'string'}, got string`),
      ),
    ],
  },
  {
    name: 'an array of arrays',
    types: [{name: 'matrix', type: 'array', of: [{type: 'array', of: [{type: 'number'}]}]}],
    problems: [
      at(
        [t('matrix', 'array'), m('of[0]', 'array')],
        error(
          'schema-array-of-array',
          'Arrays can not contain arrays directly; wrap the inner array in an object type',
        ),
      ),
    ],
  },
  {
    name: 'an array of a named array type',
    types: [
      {name: 'row', type: 'array', of: [{type: 'number'}]},
      {name: 'matrix', type: 'array', of: [{type: 'row'}]},
    ],
    problems: [
      at(
        [t('matrix', 'array'), m('of[0]', 'row')],
        error(
          'schema-array-of-array',
          'Arrays can not contain arrays directly; wrap the inner array in an object type',
        ),
      ),
    ],
  },
  {
    name: 'an array mixing primitive and object members',
    types: [
      address,
      {
        name: 'things',
        type: 'array',
        of: [{type: 'string'}, {type: 'address'}, {type: 'number', name: 'amount'}],
      },
    ],
    problems: [
      at(
        [t('things', 'array')],
        error(
          'schema-array-of-mixed',
          'An array can not mix primitive member types (string, amount) with object member types (address)',
        ),
      ),
    ],
  },
  {
    name: 'array members with the same name',
    types: [
      {
        name: 'things',
        type: 'array',
        of: [
          {type: 'object', fields: [{name: 'a', type: 'string'}]},
          {type: 'object', fields: [{name: 'b', type: 'string'}]},
        ],
      },
    ],
    problems: [
      at(
        [t('things', 'array')],
        error(
          'schema-array-of-duplicate',
          'Array members must have distinct names, but "object" is used by 2 members; give each a "name"',
        ),
      ),
    ],
  },
  {
    name: 'an array member with an invalid name',
    types: [{name: 'things', type: 'array', of: [{type: 'string', name: 'a-b'}]}],
    problems: [
      at(
        [t('things', 'array'), m('a-b', 'string')],
        error(
          'schema-type-name-invalid',
          'Member name "a-b" is invalid: use letters, digits and underscores, not starting with a digit',
        ),
      ),
    ],
  },
  {
    name: 'an unknown array member type',
    types: [{name: 'things', type: 'array', of: [{type: 'imag'}]}],
    problems: [
      at(
        [t('things', 'array'), m('of[0]', 'imag')],
        error('schema-type-unknown', 'Unknown type: "imag". Did you mean "image"?'),
      ),
    ],
  },
  {
    name: 'a reference without to',
    types: [doc({name: 'writer', type: 'reference'})],
    problems: [
      at(
        [post, f('writer', 'reference')],
        error(
          'schema-reference-to-invalid',
          `A reference must have a "to" listing the document types it can point to, e.g. to: [{type: 'author'}]`,
        ),
      ),
    ],
  },
  {
    name: 'a reference with an empty to',
    types: [author, doc({name: 'writer', type: 'reference', to: []})],
    problems: [
      at(
        [post, f('writer', 'reference')],
        error(
          'schema-reference-to-invalid',
          `A reference must have a "to" listing the document types it can point to, e.g. to: [{type: 'author'}]`,
        ),
      ),
    ],
  },
  {
    name: 'reference targets that are unknown, not documents or malformed',
    types: [
      author,
      address,
      doc({name: 'writer', type: 'reference', to: [{type: 'autor'}, {type: 'address'}, 'author']}),
    ],
    problems: [
      at(
        [post, f('writer', 'reference')],
        error('schema-type-unknown', 'Unknown type: "autor". Did you mean "author"?'),
        error('schema-reference-to-invalid', 'Reference target "address" is not a document type'),
        error(
          'schema-reference-to-invalid',
          `Reference targets must be objects like {type: 'author'}, got string`,
        ),
      ),
    ],
  },
  {
    name: 'a reference to a single target object',
    types: [author, doc({name: 'writer', type: 'reference', to: {type: 'author'}})],
    problems: [],
  },
  {
    name: 'a cross-dataset reference without dataset and targets',
    types: [doc({name: 'product', type: 'crossDatasetReference'})],
    problems: [
      at(
        [post, f('product', 'crossDatasetReference')],
        error('schema-cross-dataset-reference-invalid', 'A cross-dataset reference must name its "dataset"'),
        error(
          'schema-cross-dataset-reference-invalid',
          `A cross-dataset reference must have a "to" array of objects like {type: 'author'}`,
        ),
      ),
    ],
  },
  {
    name: 'block styles, annotations and inline types',
    types: [
      {
        name: 'body',
        type: 'array',
        of: [
          {
            type: 'block',
            styles: ['normal'],
            marks: {annotations: [{type: 'string'}]},
            of: [{type: 'number', name: 'n'}],
          },
        ],
      },
    ],
    problems: [
      at(
        [t('body', 'array'), m('of[0]', 'block')],
        error('schema-block-invalid', '"styles" must be an array of {title, value} objects'),
      ),
      at(
        [t('body', 'array'), m('of[0]', 'block'), m('annotations[0]', 'string')],
        error(
          'schema-block-invalid',
          'Block annotations must be object types, but "string" is a primitive type',
        ),
      ),
      at(
        [t('body', 'array'), m('of[0]', 'block'), m('n', 'number')],
        error('schema-block-invalid', 'Block children must be object types, but "n" is a primitive type'),
      ),
    ],
  },
]

describeProblemCases('problems of arrays, references and blocks', arrayAndReferenceCases)
