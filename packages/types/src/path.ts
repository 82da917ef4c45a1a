/** A path into a document: field names, array indexes, or `{_key}` segments for keyed array items. */
export type PathSegment = string | number | {_key: string} | [number | '', number | '']

export type Path = PathSegment[]
