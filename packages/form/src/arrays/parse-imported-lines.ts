/** The JSON types an array of primitives may hold. */
export type PrimitiveJsonType = 'string' | 'number' | 'boolean'

/**
 * The values of an imported text file, one per line (spec/001 §5 'Array rules'): 'true' or 'false'
 * become booleans when booleans are allowed, digits only become numbers when numbers are allowed, and
 * any line becomes a string when strings are allowed; other lines are dropped, and so are empty ones.
 */
export function parseImportedLines(
  text: string,
  memberJsonTypes: readonly string[],
): (string | number | boolean)[] {
  const allows = (type: PrimitiveJsonType) => memberJsonTypes.includes(type)
  const values: (string | number | boolean)[] = []
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue
    if ((line === 'true' || line === 'false') && allows('boolean')) values.push(line === 'true')
    else if (/^\d+$/.test(line) && allows('number')) values.push(Number(line))
    else if (allows('string')) values.push(line)
  }
  return values
}
