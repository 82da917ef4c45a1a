/** Paths are Content Lake path strings such as `body[_key=="a"].children[0].text`. */
export type PathString = string

export interface InsertPatch {
  before?: PathString
  after?: PathString
  replace?: PathString
  items: unknown[]
}

/** The patch operations a `patch` mutation may carry, applied in the order listed here. */
export interface PatchOperations {
  set?: Record<PathString, unknown>
  setIfMissing?: Record<PathString, unknown>
  unset?: PathString[]
  insert?: InsertPatch
  inc?: Record<PathString, number>
  dec?: Record<PathString, number>
  diffMatchPatch?: Record<PathString, string>
  ifRevisionID?: string
}

export type PatchSelection = {id: string} | {query: string; params?: Record<string, unknown>}

export type PatchMutationBody = PatchSelection & PatchOperations
