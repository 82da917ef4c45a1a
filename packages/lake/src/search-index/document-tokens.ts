import type {SanityDocument} from '@tessera/types'
import {getPublishedId} from '../documents/ids.js'
import {foldCase, textTokens} from '../query/text-match.js'

/**
 * Longer tokens are indexed by their first this many characters (and looked up as prefixes), so one
 * long string without separators (a URL, encoded data) does not bloat the index.
 */
export const MAX_INDEXED_TOKEN = 48

/** Objects deeper than this are not indexed (documents this deep are refused by size long before). */
const MAX_DEPTH = 64

/**
 * The tokens of a document as the search index keeps them: per top-level attribute, every token of
 * every string under it (at any depth, `_` keys included: `[title, _id]` and `_type match` search
 * them), split and folded as `match` does. The index must hold at least every token a query's text
 * can contain, so for a draft the published id counts as an `_id` too (the drafts
 * perspective shows the draft under it), and the raw id as `_originalId`.
 */
export function documentTokens(doc: SanityDocument): Map<string, Set<string>> {
  const byField = new Map<string, Set<string>>()
  const add = (field: string, text: string) => {
    let tokens = byField.get(field)
    if (!tokens) {
      tokens = new Set()
      byField.set(field, tokens)
    }
    if (PLAIN_TEXT.test(text)) {
      // Folding ASCII is `toUpperCase`, and it moves no separator: fold once, then split.
      for (const token of textTokens(text.toUpperCase()))
        tokens.add(token.length > MAX_INDEXED_TOKEN ? token.slice(0, MAX_INDEXED_TOKEN) : token)
    } else {
      for (const token of textTokens(text)) tokens.add(foldToken(token))
    }
  }
  for (const [field, value] of Object.entries(doc)) collectStrings(value, 0, (text) => add(field, text))
  const publishedId = getPublishedId(doc._id)
  if (publishedId !== doc._id) {
    add('_id', publishedId)
    add('_originalId', doc._id)
  }
  return byField
}

/** A token folded as `match` compares it, cut to the indexed length. */
export function foldToken(token: string): string {
  // Printable ASCII (all a token can hold of ASCII) folds as `toUpperCase` folds it; the rest unit
  // by unit (see foldCase).
  if (ASCII.test(token)) return token.slice(0, MAX_INDEXED_TOKEN).toUpperCase()
  let folded = ''
  const length = Math.min(token.length, MAX_INDEXED_TOKEN)
  for (let i = 0; i < length; i++) folded += String.fromCharCode(foldCase(token.charCodeAt(i)))
  return folded
}

const ASCII = /^[ -~]*$/
/** Text of printable ASCII, tabs and line breaks. */
const PLAIN_TEXT = /^[\t\n\r -~]*$/

function collectStrings(value: unknown, depth: number, found: (text: string) => void): void {
  if (depth > MAX_DEPTH) return
  if (typeof value === 'string') found(value)
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, depth + 1, found)
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, depth + 1, found)
}
