import {at, author, describeProblemCases, error, t, type Case} from './problem-cases.js'

const typeCases: Case[] = [
  {
    name: 'a type that is not an object',
    types: ['post'],
    problems: [
      at(
        [t('types[0]', '<unknown>')],
        error('schema-type-invalid', 'Type definitions must be objects, got string'),
      ),
    ],
  },
  {
    name: 'a type without a name',
    types: [{type: 'object', fields: [{name: 'a', type: 'string'}]}],
    problems: [
      at(
        [t('types[0]', 'object')],
        error('schema-type-name-missing', 'Type is missing a name; every top-level type needs one'),
      ),
    ],
  },
  {
    name: 'a name that is not a string',
    types: [{name: 42, type: 'string'}],
    problems: [
      at(
        [t('types[0]', 'string')],
        error('schema-type-name-invalid', 'Type name must be a string, got number'),
      ),
    ],
  },
  {
    name: 'a name that is not an identifier',
    types: [{name: 'my type', type: 'string'}],
    problems: [
      at(
        [t('my type', 'string')],
        error(
          'schema-type-name-invalid',
          'Type name "my type" is invalid: use letters, digits and underscores, not starting with a digit (dots may separate namespaces)',
        ),
      ),
    ],
  },
  {
    name: 'a name starting with a digit',
    types: [{name: '1post', type: 'string'}],
    problems: [
      at(
        [t('1post', 'string')],
        error(
          'schema-type-name-invalid',
          'Type name "1post" is invalid: use letters, digits and underscores, not starting with a digit (dots may separate namespaces)',
        ),
      ),
    ],
  },
  {
    name: 'a built-in name',
    types: [{name: 'string', type: 'text'}],
    problems: [
      at(
        [t('string', 'text')],
        error('schema-type-name-reserved', 'Type name "string" is reserved for a built-in type'),
      ),
    ],
  },
  {
    name: 'a built-in asset name',
    types: [{name: 'sanity.imageAsset', type: 'document', fields: [{name: 'a', type: 'string'}]}],
    problems: [
      at(
        [t('sanity.imageAsset', 'document')],
        error('schema-type-name-reserved', 'Type name "sanity.imageAsset" is reserved for a built-in type'),
      ),
    ],
  },
  {
    name: 'the reserved sanity. prefix',
    types: [{name: 'sanity.custom', type: 'string'}],
    problems: [
      at(
        [t('sanity.custom', 'string')],
        error(
          'schema-type-name-reserved',
          'Type name "sanity.custom" is reserved: names starting with "sanity." are kept for built-in types',
        ),
      ),
    ],
  },
  {
    name: 'the reserved system. prefix',
    types: [{name: 'system.group', type: 'string'}],
    problems: [
      at(
        [t('system.group', 'string')],
        error(
          'schema-type-name-reserved',
          'Type name "system.group" is reserved: names starting with "system." are kept for built-in types',
        ),
      ),
    ],
  },
  {
    name: 'a duplicate type name',
    types: [author, {name: 'author', type: 'string'}],
    problems: [
      at(
        [t('author', 'string')],
        error(
          'schema-type-name-duplicate',
          'Type name "author" is already used by the type at index 0; this definition is ignored',
        ),
      ),
    ],
  },
  {
    name: 'a type without a type',
    types: [{name: 'post'}],
    problems: [
      at(
        [t('post', '<unknown>')],
        error(
          'schema-type-missing',
          `Missing "type": name the type this one is based on, e.g. type: 'object'`,
        ),
      ),
    ],
  },
  {
    name: 'a type whose type is not a string',
    types: [{name: 'post', type: 5}],
    problems: [
      at(
        [t('post', '<unknown>')],
        error('schema-type-missing', '"type" must be a string naming a type, got number'),
      ),
    ],
  },
  {
    name: 'an unknown parent close to a built-in',
    types: [{name: 'post', type: 'documnet', fields: []}],
    problems: [
      at(
        [t('post', 'documnet')],
        error('schema-type-unknown', 'Unknown type: "documnet". Did you mean "document"?'),
      ),
    ],
  },
  {
    name: 'an unknown parent with no close name',
    types: [{name: 'post', type: 'zebra'}],
    problems: [at([t('post', 'zebra')], error('schema-type-unknown', 'Unknown type: "zebra".'))],
  },
  {
    name: 'an inheritance cycle',
    types: [
      {name: 'a', type: 'b'},
      {name: 'b', type: 'a'},
    ],
    problems: [
      at([t('a', 'b')], error('schema-type-cycle', 'Type "a" inherits from itself: a -> b -> a')),
      at([t('b', 'a')], error('schema-type-cycle', 'Type "b" inherits from itself: b -> a -> b')),
    ],
  },
  {
    name: 'a type extending itself',
    types: [{name: 'a', type: 'a'}],
    problems: [at([t('a', 'a')], error('schema-type-cycle', 'Type "a" inherits from itself: a -> a'))],
  },
]

describeProblemCases('problems of types', typeCases)
