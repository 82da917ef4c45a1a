/** Stable identifiers of configuration problems, for tests and i18n. */
export type ConfigProblemCode =
  | 'no-workspaces'
  | 'workspace-name-missing'
  | 'workspace-name-invalid'
  | 'workspace-name-duplicate'
  | 'base-path-invalid'
  | 'base-path-characters'
  | 'base-path-trailing-slash'
  | 'base-path-missing'
  | 'base-path-segments'
  | 'base-path-duplicate'
  | 'tool-name-reserved'
  | 'api-version-missing'
  | 'list-not-array-or-function'
  | 'locale-bundles-not-array'
  | 'locale-bundle-locale-mismatch'
  | 'locale-bundle-namespace-missing'

/** One thing wrong with a studio configuration, and where. */
export interface ConfigProblem {
  code: ConfigProblemCode
  message: string
  /** Position in the workspace list; absent for problems of the whole configuration. */
  workspaceIndex?: number
  /** The workspace's name as written (absent when it has none). */
  workspaceName?: string
  /** The property at fault, dotted with indexes: 'basePath', 'tools[2].name', 'schema.types'. */
  property?: string
}
