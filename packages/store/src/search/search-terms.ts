/**
 * The words of a search as GROQ `match` patterns: each word a prefix term (`ada` → `ada*`), so results
 * come while the user is still typing. Quotes and GROQ wildcards the user typed are kept as words;
 * a word that already ends in `*` is left as it is. Empty input gives no terms (everything matches).
 */
export function searchTerms(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^["']+|["']+$/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
  return [...new Set(words)].map((word) => (word.endsWith('*') ? word : `${word}*`))
}
