/** A path inside an initial value: field names and array indexes (items may not have keys yet). */
export type ValuePath = (string | number)[]

/** `sections[1].items[0].author`: how error messages name a place in a value. */
export function formatValuePath(path: ValuePath): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else out += out === '' ? segment : `.${segment}`
  }
  return out
}
