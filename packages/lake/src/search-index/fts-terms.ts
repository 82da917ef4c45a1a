import {MAX_INDEXED_TOKEN} from './document-tokens.js'
import type {SearchCondition} from './types.js'

/**
 * How tokens are spelled in the FTS5 table. FTS5's tokenizers split and fold text their own way,
 * not GROQ's, so the lake splits and folds (document-tokens.ts) and hands FTS5 words it keeps as they
 * are: `[a-z0-9_]` only (the `ascii` tokenizer with `_` as a token character). Letters and digits
 * stand for themselves and every other UTF-16 unit is `_` and four hex digits, one fixed width per
 * unit, so a token's prefix is its spelling's prefix and prefix queries carry over.
 *
 * A token is stored once per top-level attribute it is under, followed by that attribute:
 * `lantern_gtitle`. A spelled token never contains `_g` (`g` is not a hex digit), so `lantern_g*`
 * finds it under any attribute, `lantern_gtitle` under `title`, and `lant*` any token starting with
 * `lant` (under any attribute: prefixes are not narrowed to attributes).
 */
export function indexedTerms(byField: ReadonlyMap<string, ReadonlySet<string>>): string {
  const terms: string[] = []
  for (const [field, tokens] of byField) {
    const qualifier = `_g${spellField(field)}`
    for (const token of tokens) terms.push(spellToken(token) + qualifier)
  }
  return terms.join(' ')
}

/** The FTS5 query for a condition. */
export function ftsQuery(condition: SearchCondition): string {
  switch (condition.kind) {
    // The same part twice (`name match $t || _id match $t` asks for `t*` under any field twice)
    // would have FTS5 read and merge its doclist twice.
    case 'and':
      return distinct(condition.parts.map((part) => `(${ftsQuery(part)})`)).join(' AND ')
    case 'or':
      return distinct(condition.parts.map((part) => `(${ftsQuery(part)})`)).join(' OR ')
    case 'token': {
      // A token cut to the indexed length stands for every longer token that starts with it.
      const cut = condition.token.length >= MAX_INDEXED_TOKEN
      const spelled = spellToken(cut ? condition.token.slice(0, MAX_INDEXED_TOKEN) : condition.token)
      if (condition.prefix || cut) return `"${spelled}"*`
      if (!condition.fields) return `"${spelled}_g"*`
      return condition.fields.map((field) => `"${spelled}_g${spellField(field)}"`).join(' OR ')
    }
  }
}

function distinct(parts: string[]): string[] {
  return Array.from(new Set(parts))
}

/** A folded token: folding made ASCII letters upper case, spelled here as lower case. */
function spellToken(token: string): string {
  // Most tokens are plain words and numbers: folded, they are upper-case letters and digits.
  if (PLAIN.test(token)) return token.toLowerCase()
  let spelled = ''
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i)
    if (code >= 0x41 && code <= 0x5a) spelled += String.fromCharCode(code + 0x20)
    else if (code >= 0x30 && code <= 0x39) spelled += token[i]
    else spelled += escape(code)
  }
  return spelled
}

/** A field name, case kept: lower-case letters and digits as they are, anything else escaped. */
function spellField(field: string): string {
  let spelled = ''
  for (let i = 0; i < field.length; i++) {
    const code = field.charCodeAt(i)
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) spelled += field[i]
    else spelled += escape(code)
  }
  return spelled
}

const PLAIN = /^[A-Z0-9]*$/

function escape(code: number): string {
  return `_${code.toString(16).padStart(4, '0')}`
}
