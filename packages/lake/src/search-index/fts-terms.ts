import {MAX_INDEXED_TOKEN} from './document-tokens.js'
import type {SearchCondition} from './types.js'

/**
 * How tokens are spelled in the FTS5 table. FTS5's tokenizers split and fold text their own way,
 * not GROQ's, so the lake splits and folds (document-tokens.ts) and hands FTS5 words it keeps as they
 * are: `[a-z0-9_]` only (the `ascii` tokenizer with `_` as a token character). Letters and digits
 * stand for themselves and every other UTF-16 unit is `_` and four hex digits, one fixed width per
 * unit, so a token's prefix is its spelling's prefix and prefix queries carry over.
 *
 * Each token is stored twice: `_g<token>` for "any field", and `<field>_g<token>` for the top-level
 * attribute it is under (`title_glantern`). A spelled field never contains `_g` (`g` is not a hex
 * digit), so neither kind can be mistaken for the other, also in a prefix query.
 */
export function indexedTerms(byField: ReadonlyMap<string, ReadonlySet<string>>): string {
  const terms = new Set<string>()
  for (const [field, tokens] of byField) {
    const qualifier = `${spellField(field)}_g`
    for (const token of tokens) {
      const spelled = spellToken(token)
      terms.add(`_g${spelled}`)
      terms.add(qualifier + spelled)
    }
  }
  return Array.from(terms).join(' ')
}

/** The FTS5 query for a condition. */
export function ftsQuery(condition: SearchCondition): string {
  switch (condition.kind) {
    case 'and':
      return condition.parts.map((part) => `(${ftsQuery(part)})`).join(' AND ')
    case 'or':
      return condition.parts.map((part) => `(${ftsQuery(part)})`).join(' OR ')
    case 'token': {
      // A token cut to the indexed length stands for every longer token that starts with it.
      const cut = condition.token.length >= MAX_INDEXED_TOKEN
      const spelled = spellToken(cut ? condition.token.slice(0, MAX_INDEXED_TOKEN) : condition.token)
      const star = condition.prefix || cut ? '*' : ''
      const qualifiers = condition.fields ? condition.fields.map((field) => spellField(field)) : ['']
      return qualifiers.map((qualifier) => `"${qualifier}_g${spelled}"${star}`).join(' OR ')
    }
  }
}

/** A folded token: folding made ASCII letters upper case, spelled here as lower case. */
function spellToken(token: string): string {
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

function escape(code: number): string {
  return `_${code.toString(16).padStart(4, '0')}`
}
