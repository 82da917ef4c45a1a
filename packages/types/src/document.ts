/** Fields every stored document carries. `_rev` is the id of the transaction that last wrote it. */
export interface SanityDocument {
  _id: string
  _type: string
  _rev: string
  _createdAt: string
  _updatedAt: string
  [field: string]: unknown
}

/** A document as a caller submits it: the server fills in `_rev`, `_createdAt` and `_updatedAt`. */
export interface DocumentInput {
  _id?: string
  _type: string
  [field: string]: unknown
}

export interface Reference {
  _type: 'reference' | string
  _ref: string
  _key?: string
  /** A weak reference may point to a missing document and does not stop the target's deletion. */
  _weak?: boolean
  /** Set on draft references whose target is not published yet: publishing makes them strong. */
  _strengthenOnPublish?: {
    type: string
    weak?: boolean
    template?: {id: string; params: Record<string, unknown>}
  }
  _dataset?: string
  _projectId?: string
}

export interface KeyedObject {
  _key: string
  [field: string]: unknown
}
