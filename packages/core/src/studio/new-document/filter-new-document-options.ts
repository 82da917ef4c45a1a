/** What the filter needs of an option. */
export interface FilterableOption {
  title: string
}

/** The words of a query: split on spaces, dashes and underscores, lower-cased (spec 000 §2.5). */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
}

/**
 * The options whose title contains every word of the query (case-insensitive), sorted by title with
 * the titles that start with the query's first word first. An empty query keeps every option, sorted.
 */
export function filterNewDocumentOptions<Option extends FilterableOption>(
  options: readonly Option[],
  query: string,
): Option[] {
  const words = queryWords(query)
  const matching = options.filter((option) => {
    const title = option.title.toLowerCase()
    return words.every((word) => title.includes(word))
  })
  const first = words[0]
  const startsWithFirst = (option: Option) =>
    first !== undefined && option.title.toLowerCase().startsWith(first)
  return matching.sort((a, b) => {
    const prefix = Number(startsWithFirst(b)) - Number(startsWithFirst(a))
    return prefix !== 0 ? prefix : a.title.localeCompare(b.title)
  })
}
