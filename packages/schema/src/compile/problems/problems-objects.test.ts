import {at, author, describeProblemCases, doc, error, f, post, type Case} from './problem-cases.js'

const objectCases: Case[] = [
  {
    name: 'a document type without fields',
    types: [{name: 'post', type: 'document'}],
    problems: [
      at(
        [post],
        error(
          'schema-object-fields-invalid',
          'A document type must have a "fields" array with at least one field',
        ),
      ),
    ],
  },
  {
    name: 'a document type with an empty fields array',
    types: [{name: 'post', type: 'document', fields: []}],
    problems: [
      at(
        [post],
        error(
          'schema-object-fields-invalid',
          'A document type must have a "fields" array with at least one field',
        ),
      ),
    ],
  },
  {
    name: 'fields that are not an array',
    types: [{name: 'post', type: 'document', fields: 'title'}],
    problems: [at([post], error('schema-object-fields-invalid', '"fields" must be an array, got string'))],
  },
  {
    name: 'an inline object without fields',
    types: [doc({name: 'meta', type: 'object'})],
    problems: [
      at(
        [post, f('meta', 'object')],
        error(
          'schema-object-fields-invalid',
          'An object type must have a "fields" array with at least one field',
        ),
      ),
    ],
  },
  {
    name: 'a document type inheriting fields needs none of its own',
    types: [author, {name: 'editor', type: 'author'}],
    problems: [],
  },
  {
    name: 'a field that is not an object',
    types: [doc({name: 'title', type: 'string'}, 'body')],
    problems: [
      at(
        [post, f('fields[1]', '<unknown>')],
        error('schema-field-invalid', 'Field definitions must be objects, got string'),
      ),
    ],
  },
  {
    name: 'a field without a name',
    types: [doc({type: 'string'})],
    problems: [
      at([post, f('fields[0]', 'string')], error('schema-field-name-missing', 'Field is missing a name')),
    ],
  },
  {
    name: 'a field name that is not an identifier',
    types: [doc({name: 'first name', type: 'string'})],
    problems: [
      at(
        [post, f('first name', 'string')],
        error(
          'schema-field-name-invalid',
          'Field name "first name" is invalid: use letters, digits and underscores, not starting with a digit',
        ),
      ),
    ],
  },
  {
    name: 'a field name starting with an underscore',
    types: [doc({name: '_id', type: 'string'})],
    problems: [
      at(
        [post, f('_id', 'string')],
        error(
          'schema-field-name-reserved',
          'Field name "_id" is reserved: names starting with an underscore belong to the system',
        ),
      ),
    ],
  },
  {
    name: 'an image field named like a built-in image field',
    types: [doc({name: 'photo', type: 'image', fields: [{name: 'crop', type: 'string'}]})],
    problems: [
      at(
        [post, f('photo', 'image'), f('crop', 'string')],
        error('schema-field-name-reserved', 'Field name "crop" is reserved: every image already has it'),
      ),
    ],
  },
  {
    name: 'a duplicate field name',
    types: [doc({name: 'title', type: 'string'}, {name: 'title', type: 'text'})],
    problems: [
      at(
        [post, f('title', 'text')],
        error(
          'schema-field-name-duplicate',
          'Field name "title" is already used by another field of this type',
        ),
      ),
    ],
  },
  {
    name: 'a field without a type',
    types: [doc({name: 'title'})],
    problems: [
      at(
        [post, f('title', '<unknown>')],
        error(
          'schema-type-missing',
          `Missing "type": name the type this one is based on, e.g. type: 'object'`,
        ),
      ),
    ],
  },
  {
    name: 'a field of an unknown type close to a schema type',
    types: [author, doc({name: 'writer', type: 'autor'})],
    problems: [
      at(
        [post, f('writer', 'autor')],
        error('schema-type-unknown', 'Unknown type: "autor". Did you mean "author"?'),
      ),
    ],
  },
  {
    name: 'a field of an unknown type, suggested case-insensitively',
    types: [doc({name: 'title', type: 'String'})],
    problems: [
      at(
        [post, f('title', 'String')],
        error('schema-type-unknown', 'Unknown type: "String". Did you mean "string"?'),
      ),
    ],
  },
  {
    name: 'problems deep in inline objects',
    types: [
      doc({
        name: 'meta',
        type: 'object',
        fields: [{name: 'inner', type: 'object', fields: [{name: 'x', type: 'nubmer'}]}],
      }),
    ],
    problems: [
      at(
        [post, f('meta', 'object'), f('inner', 'object'), f('x', 'nubmer')],
        error('schema-type-unknown', 'Unknown type: "nubmer". Did you mean "number"?'),
      ),
    ],
  },
  {
    name: 'a field in an unknown fieldset',
    types: [doc({name: 'title', type: 'string', fieldset: 'meta'})],
    problems: [
      at(
        [post, f('title', 'string')],
        error('schema-fieldset-unknown', 'Fieldset "meta" is not defined on this type'),
      ),
    ],
  },
  {
    name: 'a field in an unknown group',
    types: [
      {
        name: 'post',
        type: 'document',
        groups: [{name: 'main'}],
        fields: [{name: 'title', type: 'string', group: ['main', 'seo']}],
      },
    ],
    problems: [
      at(
        [post, f('title', 'string')],
        error('schema-group-unknown', 'Group "seo" is not defined on this type'),
      ),
    ],
  },
  {
    name: 'fieldsets and groups inherited from the parent type are known',
    types: [
      {
        name: 'base',
        type: 'document',
        fieldsets: [{name: 'meta'}],
        groups: [{name: 'main'}],
        fields: [{name: 'a', type: 'string'}],
      },
      {name: 'child', type: 'base', fields: [{name: 'b', type: 'string', fieldset: 'meta', group: 'main'}]},
    ],
    problems: [],
  },
  {
    name: 'invalid fieldset definitions',
    types: [
      {
        name: 'post',
        type: 'document',
        fieldsets: [{title: 'No name'}, {name: 'meta'}, {name: 'meta', hidden: 'yes'}],
        fields: [{name: 'title', type: 'string'}],
      },
    ],
    problems: [
      at(
        [post],
        error('schema-fieldset-invalid', 'Fieldset definitions must be objects with a "name", got object'),
        error('schema-fieldset-invalid', 'Fieldset name "meta" is defined more than once'),
        error(
          'schema-hidden-invalid',
          'Fieldset "meta": "hidden" must be a boolean or a function, got string',
        ),
      ),
    ],
  },
  {
    name: 'fieldsets that are not an array',
    types: [
      {name: 'post', type: 'document', fieldsets: {name: 'meta'}, fields: [{name: 'title', type: 'string'}]},
    ],
    problems: [at([post], error('schema-fieldset-invalid', '"fieldsets" must be an array, got object'))],
  },
  {
    name: 'two default groups',
    types: [
      {
        name: 'post',
        type: 'document',
        groups: [
          {name: 'a', default: true},
          {name: 'b', default: true},
        ],
        fields: [{name: 'title', type: 'string'}],
      },
    ],
    problems: [
      at([post], error('schema-group-invalid', 'Only one group can be the default, but "a" and "b" are')),
    ],
  },
]

describeProblemCases('problems of objects and fields', objectCases)
