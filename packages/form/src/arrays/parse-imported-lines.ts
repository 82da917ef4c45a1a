/** The JSON types an array of primitives may hold. */
export type PrimitiveJsonType = 'string' | 'number' | 'boolean'

export interface ImportedLines {
  values: (string | number | boolean)[]
  /** Non-empty lines that are none of the allowed types, so were left out. */
  skipped: number
}

/**
 * The values of an imported text file, one per line (spec/001 §5 'Array rules'): 'true' or 'false'
 * become booleans when booleans are allowed, digits only become numbers when numbers are allowed, and
 * any line becomes a string when strings are allowed; other lines are left out (and counted), empty
 * ones are ignored.
 */
export function importLines(text: string, memberJsonTypes: readonly string[]): ImportedLines {
  const allows = (type: PrimitiveJsonType) => memberJsonTypes.includes(type)
  const values: (string | number | boolean)[] = []
  let skipped = 0
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue
    if ((line === 'true' || line === 'false') && allows('boolean')) values.push(line === 'true')
    else if (/^\d+$/.test(line) && allows('number')) values.push(Number(line))
    else if (allows('string')) values.push(line)
    else skipped++
  }
  return {values, skipped}
}

/** The values of an imported text file (see `importLines`). */
export function parseImportedLines(
  text: string,
  memberJsonTypes: readonly string[],
): (string | number | boolean)[] {
  return importLines(text, memberJsonTypes).values
}

/** What the user is told when lines were left out: how many, and what a line must be. */
export function skippedLinesMessage(skipped: number, memberJsonTypes: readonly string[]): string {
  const kinds = [
    memberJsonTypes.includes('number') ? 'a whole number (digits only)' : undefined,
    memberJsonTypes.includes('boolean') ? "'true' or 'false'" : undefined,
  ].filter((kind): kind is string => kind !== undefined)
  const lines = skipped === 1 ? '1 line was' : `${skipped} lines were`
  return `${lines} not imported: each line must be ${kinds.join(' or ') || 'a value this list allows'}.`
}
