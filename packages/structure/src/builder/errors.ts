import {interpolate} from '@tessera/kit'

/**
 * The structure builder's errors in English, keys of the `structure` namespace (prefixed
 * `builder.`): the message a StructureError carries for developers, and what the tool's error
 * screen translates. `{{kind}}` is one of the `builder.kind.*` words.
 */
export const STRUCTURE_ERROR_TEXTS = {
  'error.missing-id': "A {{kind}} needs an id: call .id('…')",
  'error.missing-title': "A {{kind}} needs a title: call .title('…')",
  'error.missing-child': 'A list item needs a child: call .child(…)',
  'error.missing-filter': "A document list needs a filter: call .filter('…') or .schemaType('…')",
  'error.missing-document-id': "A document node needs a document id: call .documentId('…')",
  'error.missing-component': 'A component pane needs a component: call .component(…)',
  'error.unknown-type': 'No document type named "{{type}}" in the schema',
  'error.duplicate-id': 'Two items of one list share the id "{{id}}"',
  'error.invalid-id': 'The id "{{id}}" is not allowed: ids cannot contain "/", "," or "="',
  'error.not-a-node':
    'The structure must be a list, a document list, a document or a component (a builder or a node)',
  'error.not-a-pane': 'The structure must be a pane',
  'error.at': '{{message}} (at {{path}})',
  'kind.list': 'list',
  'kind.list item': 'list item',
  'kind.document list': 'document list',
  'kind.document': 'document',
  'kind.component': 'component',
} as const

/** A builder error's text: an `error.*` key of STRUCTURE_ERROR_TEXTS. */
export type StructureErrorKey = Extract<keyof typeof STRUCTURE_ERROR_TEXTS, `error.${string}`>

/** What a node is called in the errors (`builder.kind.*`). */
export type StructureNodeKind = 'list' | 'list item' | 'document list' | 'document' | 'component'

const english = (key: keyof typeof STRUCTURE_ERROR_TEXTS, values?: Record<string, string>) =>
  interpolate(STRUCTURE_ERROR_TEXTS[key], values)

/**
 * Thrown when a structure node cannot be serialized: names the node and what is wrong. `message` is
 * English; `key`, `values` and `path` let the error screen say it in the studio's locale.
 */
export class StructureError extends Error {
  constructor(
    message: string,
    /** Where in the structure, e.g. `root > posts`. */
    readonly path: readonly string[] = [],
    /** The text's key and values, for translating it (undefined for a message from elsewhere). */
    readonly text?: {key: StructureErrorKey; values?: Record<string, string>},
  ) {
    super(path.length > 0 ? english('error.at', {message, path: path.join(' > ')}) : message)
    this.name = 'StructureError'
  }
}

/** A StructureError with the English of `key`, carrying the key for translation. */
export function structureError(
  key: StructureErrorKey,
  values?: Record<string, string>,
  path: readonly string[] = [],
): StructureError {
  return new StructureError(english(key, values), path, {key, values})
}

/** The builder's messages in English (kept for callers that want the text without throwing). */
export const structureMessages = {
  missingId: (kind: StructureNodeKind) => english('error.missing-id', {kind}),
  missingTitle: (kind: StructureNodeKind) => english('error.missing-title', {kind}),
  missingChild: () => english('error.missing-child'),
  missingFilter: () => english('error.missing-filter'),
  missingDocumentId: () => english('error.missing-document-id'),
  unknownType: (type: string) => english('error.unknown-type', {type}),
  duplicateId: (id: string) => english('error.duplicate-id', {id}),
  invalidId: (id: string) => english('error.invalid-id', {id}),
  notANode: () => english('error.not-a-node'),
} as const
