/**
 * Limits on what one write may make the lake compute. @sanity/mutator expands ranges and selectors
 * eagerly and copies an array once per item it writes, so a small request could otherwise run for
 * minutes or exhaust memory; and text patches are searched for in the text they change. Each limit is
 * a `LakeLimits` option (`createLake({limits})`); see the README.
 */
export interface PatchLimits {
  /** Longest patch path, in characters (`set`, `unset`, `insert`, ... keys). */
  maxPatchPathLength: number
  /** Most paths one patch may name, over all its operations. */
  maxPatchOperations: number
  /**
   * Most array work one patch may cause, over all its paths: every array item a path selects costs
   * the length of its array (the mutator copies or scans the whole array for each), and every value a
   * `..` visits costs one.
   */
  maxPatchArrayWork: number
  /** Longest `diffMatchPatch` patch text, in characters. */
  maxDiffMatchPatchLength: number
  /** Most hunks (`@@ ... @@` blocks) one `diffMatchPatch` patch may have. */
  maxDiffMatchPatchHunks: number
  /**
   * Most work one `diffMatchPatch` may take on the text it patches: its hunks times the text's length
   * (each hunk searches the text and rebuilds it).
   */
  maxDiffMatchPatchWork: number
  /**
   * Most characters of hunks that did not match exactly that one `diffMatchPatch` may align with the
   * text character by character (a quadratic diff); a hunk past it keeps what it inserts where it was
   * expected but deletes nothing, as when nothing of it is left to align with.
   */
  maxDiffMatchPatchAlignChars: number
  /**
   * Wall-clock budget for applying and checking one transaction's mutations or actions, in
   * milliseconds, checked between operations: a transaction still running past it fails with 413 and
   * writes nothing, so one request cannot hold up every other for long.
   */
  maxWriteMillis: number
}

export const DEFAULT_PATCH_LIMITS: PatchLimits = {
  maxPatchPathLength: 1_024,
  maxPatchOperations: 1_000,
  maxPatchArrayWork: 2_000_000,
  maxDiffMatchPatchLength: 1_048_576,
  maxDiffMatchPatchHunks: 1_000,
  maxDiffMatchPatchWork: 20_000_000,
  maxDiffMatchPatchAlignChars: 2_048,
  maxWriteMillis: 750,
}
