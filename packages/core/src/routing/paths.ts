/** The non-empty segments of a path: '/a//b/' → ['a', 'b']. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '')
}

/** A path from a normalized basePath ('' is the root) and further segments; never ends with '/'. */
export function joinPath(basePath: string, ...segments: string[]): string {
  const path = [...pathSegments(basePath), ...segments.flatMap(pathSegments)].join('/')
  return `/${path}`
}
