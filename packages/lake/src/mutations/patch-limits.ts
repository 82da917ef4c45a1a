/**
 * Limits on what one write may make the lake compute. @sanity/mutator expands ranges and selectors
 * eagerly and copies an array once per item it writes, so a small request could otherwise run for
 * minutes or exhaust memory; and text patches are searched for in the text they change. Each limit is a `LakeLimits` option (`createLake({limits})`); see the README.
 */
export interface PatchLimits {
  /** Longest patch path, in characters (`set`, `unset`, `insert`, ... keys). */
  maxPatchPathLength: number
  /** Most paths one patch may name, over all its operations. */
  maxPatchOperations: number
  /**
   * Most array work one patch path may cause: every array item the path selects costs the length of
   * its array (the mutator copies or scans the whole array for each), and every value a `..` visits
   * costs one.
   */
  maxPatchArrayWork: number
  /** Longest `diffMatchPatch` patch text, in characters. */
  maxDiffMatchPatchLength: number
  /** Most hunks (`@@ ... @@` blocks) one `diffMatchPatch` patch may have. */
  maxDiffMatchPatchHunks: number
}

export const DEFAULT_PATCH_LIMITS: PatchLimits = {
  maxPatchPathLength: 1_024,
  maxPatchOperations: 1_000,
  maxPatchArrayWork: 2_000_000,
  maxDiffMatchPatchLength: 1_048_576,
  maxDiffMatchPatchHunks: 1_000,
}
