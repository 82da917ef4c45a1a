import {getDocumentTypeNames, isTypeOf} from '@tessera/schema'
import type {Schema, SchemaType} from '@tessera/types'
import {isIdentifier} from './field-paths.js'
import {titleFieldOf} from './orderings.js'

/**
 * The text filter of a document list ('Search list'). The typed words become GROQ `match` patterns,
 * one per word, each a prefix (`word*`); the lake (groq-js) keeps a document when every pattern
 * matches some token of its searchable fields. The patterns travel as a query parameter, so nothing
 * the user types is ever part of the query text.
 */

/** The query parameter holding the patterns; a name a pane's own parameters are unlikely to use. */
export const DOCUMENT_LIST_SEARCH_PARAM = '__documentListSearch'

/**
 * What GROQ's `match` splits text on (groq-js `matchTokenize`), plus `*`: the user's `*` is not a
 * wildcard here, the list adds its own. Dots at the edges of a word are dropped, as `match` does.
 */
const SEPARATORS = /[!@#$%^&*(),\\/?";:{}|[\]+<>\s-]+/
const EDGE_DOTS = /^\.+|\.+$/g
/** A word worth searching has a letter or a digit: a lone `'` or `~` would only match its like. */
const WORDLIKE = /[\p{L}\p{N}]/u

/**
 * The `match` patterns for what the user typed: each word as a prefix (`post*`), each once. Words
 * are cut where `match` cuts the documents' text (so `foo-bar` is `foo*` and `bar*`); pieces with
 * no letter or digit are left out, and text with no word in it ('"', '*') gives none: the list is
 * not searched.
 */
export function searchPatternsOf(text: string): string[] {
  // Every list asks with an empty search when it opens: answer without the Unicode-class regex,
  // whose first use compiles its tables (~10 ms on the way to the first screen).
  if (text.trim() === '') return []
  const words = text
    .split(SEPARATORS)
    .map((word) => word.replace(EDGE_DOTS, '').toLowerCase())
    .filter((word) => WORDLIKE.test(word))
  return [...new Set(words)].map((word) => `${word}*`)
}

/** Whether a field's type is text the list searches: string, text, or a slug (its `current`). */
function searchablePath(name: string, type: SchemaType): string | undefined {
  if (!isIdentifier(name)) return undefined
  if (isTypeOf(type, 'slug')) return `${name}.current`
  if (isTypeOf(type, 'string') || isTypeOf(type, 'text')) return name
  return undefined
}

/**
 * The paths a list's search looks in. For a list of one type: the field its preview takes the title
 * from, its other top-level string, text and slug fields, and `_id`. For a filter over several
 * types: the title fields of every document type, and `_id`.
 */
export function searchFieldsFor(schema: Schema, schemaTypeName: string | undefined): string[] {
  const paths = new Set<string>()
  if (schemaTypeName) {
    const type = schema.get(schemaTypeName)
    const title = titleFieldOf(type)
    if (title) paths.add(title)
    for (const field of type?.fields ?? []) {
      const path = searchablePath(field.name, field.type)
      if (path) paths.add(path)
    }
  } else {
    for (const name of getDocumentTypeNames(schema)) {
      const title = titleFieldOf(schema.get(name))
      if (title) paths.add(title)
    }
  }
  paths.add('_id')
  return [...paths]
}

/**
 * The pane's filter narrowed to the documents whose search fields match every pattern. The fields
 * go in one array so that the words may match in different fields ('harbour' in the title, 'guide'
 * in the slug); fields a document lacks are null and `match` skips them.
 */
export function searchFilter(filter: string, fields: readonly string[]): string {
  return `(${filter}) && [${fields.join(', ')}] match $${DOCUMENT_LIST_SEARCH_PARAM}`
}
