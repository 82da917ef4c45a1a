/**
 * The structure tool's URL below its root: one path segment per pane after the root list, each the
 * picked id with optional parameters, e.g. `/post/abc-123,template=post-by-author`. Every state of the
 * panes is a link that survives a reload.
 */
export interface PaneSegment {
  id: string
  params: Record<string, string>
}

/** Reads `/post/abc,template=x` into segments; segments that do not decode are dropped. */
export function parsePanePath(toolPath: string): PaneSegment[] {
  const segments: PaneSegment[] = []
  for (const raw of toolPath.split('/')) {
    if (raw === '') continue
    const [head, ...pairs] = raw.split(',')
    const id = decode(head!)
    if (!id) continue
    const params: Record<string, string> = {}
    for (const pair of pairs) {
      const separator = pair.indexOf('=')
      if (separator <= 0) continue
      const key = decode(pair.slice(0, separator))
      const value = decode(pair.slice(separator + 1))
      if (key !== undefined && value !== undefined) params[key] = value
    }
    segments.push({id, params})
  }
  return segments
}

/** The tool path of these segments: the inverse of `parsePanePath`. */
export function formatPanePath(segments: readonly PaneSegment[]): string {
  const parts = segments.map(({id, params}) =>
    [
      encodeURIComponent(id),
      ...Object.entries(params)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
    ].join(','),
  )
  return `/${parts.join('/')}`
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
