export type GrantPermission = 'read' | 'create' | 'update' | 'history'

/** A grant: a GROQ filter and the permissions it gives on the documents that match it. */
export interface Grant {
  filter: string
  permissions: GrantPermission[]
}
