/**
 * Which operators each kind of field offers (spec 000 §5 'Operators offered', spec/002 §9), and the
 * pinned filters (updated at, created at, references). The first operator is the one a new filter
 * starts with.
 */
export interface FieldFilterDefinition {
  type: 'field'
  name: string
  operators: readonly string[]
}

export interface PinnedFilterDefinition {
  type: 'pinned'
  name: string
  fieldPath?: string
  title: string
  group: string
  description: string
  icon: string
  operators: readonly string[]
}

export type FilterDefinition = FieldFilterDefinition | PinnedFilterDefinition

const DEFINED = ['defined', 'notDefined']
const COUNT = [
  'arrayCountEqual',
  'arrayCountNotEqual',
  'arrayCountGt',
  'arrayCountGte',
  'arrayCountLt',
  'arrayCountLte',
  'arrayCountRange',
]
const STRING = ['stringMatches', 'stringNotMatches', 'stringEqual', 'stringNotEqual', ...DEFINED]
const NUMBER = [
  'numberEqual',
  'numberNotEqual',
  'numberGt',
  'numberGte',
  'numberLt',
  'numberLte',
  'numberRange',
  ...DEFINED,
]
const DATETIME = [
  'dateTimeAfter',
  'dateTimeBefore',
  'dateTimeEqual',
  'dateTimeNotEqual',
  'dateTimeLast',
  'dateTimeRange',
]

function field(name: string, operators: string[]): FieldFilterDefinition {
  return {type: 'field', name, operators}
}

export const FIELD_FILTERS: readonly FieldFilterDefinition[] = [
  field('array', [...COUNT, ...DEFINED]),
  field('arrayList', ['arrayListIncludes', 'arrayListNotIncludes', ...COUNT, ...DEFINED]),
  field('arrayReferences', ['arrayReferenceIncludes', 'arrayReferenceNotIncludes', ...COUNT, ...DEFINED]),
  field('boolean', ['booleanEqual', ...DEFINED]),
  field('date', [
    'dateAfter',
    'dateBefore',
    'dateEqual',
    'dateNotEqual',
    'dateLast',
    'dateRange',
    ...DEFINED,
  ]),
  field('datetime', [...DATETIME, ...DEFINED]),
  field('email', STRING),
  field('file', ['assetEqual', ...DEFINED]),
  field('image', ['assetEqual', ...DEFINED]),
  field('number', NUMBER),
  field('portableText', [
    'portableTextMatches',
    'portableTextNotMatches',
    'portableTextEqual',
    'portableTextNotEqual',
    ...DEFINED,
  ]),
  field('reference', ['referenceEqual', 'referenceNotEqual', ...DEFINED]),
  field('slug', ['slugMatches', 'slugNotMatches', 'slugEqual', 'slugNotEqual', ...DEFINED]),
  field('string', STRING),
  field('stringList', ['stringListEqual', 'stringListNotEqual', ...DEFINED]),
  field('text', STRING),
  field('url', STRING),
]

export const PINNED_FILTERS: readonly PinnedFilterDefinition[] = [
  {
    type: 'pinned',
    name: 'updatedAt',
    fieldPath: '_updatedAt',
    title: 'Updated at',
    group: 'document',
    description: 'When the document was last changed',
    icon: 'calendar',
    operators: DATETIME,
  },
  {
    type: 'pinned',
    name: 'createdAt',
    fieldPath: '_createdAt',
    title: 'Created at',
    group: 'document',
    description: 'When the document was first created',
    icon: 'calendar',
    operators: DATETIME,
  },
  {
    type: 'pinned',
    name: 'references',
    title: 'References',
    group: 'document',
    description: 'Documents that reference the chosen document',
    icon: 'link',
    operators: ['references'],
  },
]

export const FILTER_DEFINITIONS: ReadonlyMap<string, FilterDefinition> = new Map(
  [...PINNED_FILTERS, ...FIELD_FILTERS].map((definition) => [definition.name, definition]),
)
