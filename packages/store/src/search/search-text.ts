/**
 * What a global search's text asks for: words (found as prefixes, so hits come while typing) and
 * quoted phrases (their words found whole, all in one field).
 */
export interface SearchTerm {
  kind: 'word' | 'phrase'
  /** The word or phrase as it counts: lower-cased, edge punctuation gone. */
  text: string
  /** The GROQ `match` pattern: `ada*` for a word, `red lion` for a phrase. */
  pattern: string
}

/** The characters GROQ's `match` splits text on (groq-js's tokenizer), plus quotes and dots. */
const EDGE_PUNCTUATION = /^[!@#$%^&*(),\\/?";:{}|[\]+<>'.`´‘’“”-]+|[!@#$%^&(),\\/?";:{}|[\]+<>'.`´‘’“”-]+$/gu
/** A word counts when it has a letter or a digit: `-`, `...` or `"` alone find nothing. */
const MEANINGFUL = /[\p{L}\p{N}]/u
/** A phrase opens and closes with straight or typographic double quotes. */
const PHRASE = /["“”]([^"“”]*)["“”]?/gu

function cleanWord(word: string): string {
  return word.toLowerCase().replace(EDGE_PUNCTUATION, '')
}

/**
 * Parses what the user typed: `"red lion" bra hop*` gives the phrase `red lion` and the words `bra*`
 * and `hop*`. An unclosed quote runs to the end of the text. Punctuation at the edges of a word is
 * dropped (`(draft),` is `draft*`); inside a word it stays and the lake splits there (`e-mail*` needs
 * `e` and `mail*`). Duplicates count once; empty text gives no terms (everything matches).
 */
export function parseSearchText(text: string): SearchTerm[] {
  const terms: SearchTerm[] = []
  const seen = new Set<string>()
  const add = (term: SearchTerm) => {
    const key = `${term.kind}:${term.pattern}`
    if (!seen.has(key)) {
      seen.add(key)
      terms.push(term)
    }
  }
  const rest = text.replace(PHRASE, (_, inner: string) => {
    const words = inner
      .split(/\s+/)
      .map(cleanWord)
      .filter((word) => MEANINGFUL.test(word))
    if (words.length === 1) add({kind: 'word', text: words[0], pattern: words[0]})
    else if (words.length > 1) add({kind: 'phrase', text: words.join(' '), pattern: words.join(' ')})
    return ' '
  })
  for (const raw of rest.split(/\s+/)) {
    const word = cleanWord(raw)
    if (!MEANINGFUL.test(word)) continue
    const pattern = word.endsWith('*') ? word : `${word}*`
    add({kind: 'word', text: word.replace(/\*+$/, ''), pattern})
  }
  return terms
}

/** Whether the text asks for anything (some word or phrase). */
export function hasSearchTerms(text: string): boolean {
  return parseSearchText(text).length > 0
}
