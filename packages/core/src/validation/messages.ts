// Every configuration message in one place. Quoted ones are exact from spec 000 §5 and §8.

export const configMessages = {
  noWorkspaces: () => 'At least one workspace is required.',
  nameMissing: () => 'All workspaces must have a `name`, unless only a single workspace is defined',
  nameInvalid: (name: string) =>
    `Workspace name "${name}" is invalid: names may only use a-z, 0-9, underscore and dashes, and cannot start with an underscore or a dash`,
  nameDuplicate: (name: string) =>
    `Workspace names must be unique (case-insensitive): "${name}" is used more than once`,
  basePathInvalid: () => 'basePath must be a string, and must start with a slash',
  basePathCharacters: (basePath: string) =>
    `basePath "${basePath}" is invalid: it may only use letters, digits, "/", "_" and "-"`,
  basePathTrailingSlash: (basePath: string) =>
    `basePath "${basePath}" is invalid: it cannot end with a slash`,
  basePathMissing: () => 'All workspaces must have a `basePath` when several workspaces are defined',
  basePathSegments: (basePaths: string[]) =>
    `All workspace basePaths must have the same number of segments: ${basePaths.map((path) => `"${path}"`).join(', ')}`,
  basePathDuplicate: (basePath: string) =>
    `Workspace basePaths must be unique (case-insensitive): "${basePath}" is used more than once`,
  toolNameReserved: () => 'A tool cannot have the name "tool"',
  apiVersionMissing: () => 'Missing required `apiVersion` option',
  notArrayOrFunction: (property: string, value: unknown) =>
    `Expected \`${property}\` to be an array or a function, but got ${describeValue(value)}`,
  localeBundlesNotArray: (localeId: string) => `The bundles of locale "${localeId}" must be an array`,
  localeBundleMismatch: (localeId: string, bundleLocale: string) =>
    `A bundle of locale "${localeId}" names another locale: "${bundleLocale}"`,
  localeBundleNamespaceMissing: () => 'A locale bundle needs a `namespace`',
} as const

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  return typeof value
}
