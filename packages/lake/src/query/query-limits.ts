/**
 * What one GROQ query may cost. Part of the lake's limits (`createLake({limits})`, config.ts), so an
 * operator can raise or lower each; the defaults keep any single query from holding the event loop
 * for much more than `queryTimeoutMs`.
 */
export interface QueryLimits {
  /**
   * Longest query text, in characters (400 above it, before parsing). Listen filters too.
   */
  maxQueryLength: number
  /**
   * Most operands (identifiers, literals, parameters, `*`, `@`, `^`) in one query, counted before
   * parsing. groq-js parses long operator chains, arrays and objects in time quadratic in their
   * length (see the note on its parser), so this bounds the parse: at the default the worst shape
   * parses in about 0.1 s.
   */
  maxQueryOperands: number
  /** Deepest nesting of brackets, counted before parsing (deeper queries overflow the parser's stack). */
  maxQueryDepth: number
  /**
   * Wall-clock budget of one query, in milliseconds: parsing, planning and evaluation. A query over
   * it is stopped and answers 400.
   */
  queryTimeoutMs: number
  /**
   * How much the JavaScript heap may grow while one query runs, in bytes. Checked where a query can
   * multiply the size of its values (`+` and `...` splats); over it the query stops with a 400.
   */
  maxQueryMemoryBytes: number
  /** Largest query result, in bytes of JSON (413 above it). */
  maxQueryResultBytes: number
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxQueryLength: 256 * 1024,
  maxQueryOperands: 3_000,
  maxQueryDepth: 64,
  queryTimeoutMs: 800,
  maxQueryMemoryBytes: 512 * 1024 * 1024,
  maxQueryResultBytes: 32 * 1024 * 1024,
}
