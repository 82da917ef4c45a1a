/**
 * The schema's `options.accept` (a comma-separated list like the HTML attribute: MIME types, `type/*`
 * wildcards and `.ext` extensions), parsed once for matching files and building list filters.
 */
export interface AcceptList {
  /** The entries as written, trimmed and lowercased; empty means anything. */
  readonly entries: readonly string[]
}

export function parseAccept(accept: string | undefined): AcceptList {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.length > 0)
  return {entries}
}

/** spec/001 §5: a file is accepted by MIME type, wildcard or extension. */
export function acceptsFile(list: AcceptList, file: {name: string; type: string}): boolean {
  if (list.entries.length === 0) return true
  const type = file.type.toLowerCase()
  const name = file.name.toLowerCase()
  return list.entries.some((entry) => {
    if (entry === '*' || entry === '*/*') return true
    if (entry.startsWith('.')) return name.endsWith(entry)
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1))
    return type === entry
  })
}

/** Whether the list admits only images (the library's accepted-types box is then not shown). */
export function acceptsOnlyImages(list: AcceptList): boolean {
  return list.entries.length === 0 || list.entries.every((entry) => entry === 'image/*')
}

/**
 * A GROQ condition on asset documents for the list (spec/002 §7: wildcards, extensions, MIME types),
 * with its parameters; undefined when everything is accepted.
 */
export function acceptFilter(
  list: AcceptList,
): {condition: string; params: Record<string, string>} | undefined {
  if (list.entries.length === 0 || list.entries.some((entry) => entry === '*' || entry === '*/*')) {
    return undefined
  }
  const params: Record<string, string> = {}
  const terms = list.entries.map((entry, index) => {
    const name = `accept${index}`
    if (entry.startsWith('.')) {
      params[name] = entry.slice(1)
      return `extension == $${name}`
    }
    if (entry.endsWith('/*')) {
      params[name] = entry.slice(0, -1)
      return `string::startsWith(mimeType, $${name})`
    }
    params[name] = entry
    return `mimeType == $${name}`
  })
  return {condition: `(${terms.join(' || ')})`, params}
}
