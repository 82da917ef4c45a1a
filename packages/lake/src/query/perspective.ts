import {badRequest} from '../errors.js'

export type Perspective = 'raw' | 'published' | 'drafts'

/** API versions from this date on default to the published perspective, as the hosted service does. */
const PUBLISHED_DEFAULT_FROM = '2025-02-19'

export function resolvePerspective(requested: string | null, apiVersion: string): Perspective {
  if (!requested) return defaultPerspective(apiVersion)
  switch (requested) {
    case 'raw':
    case 'published':
    case 'drafts':
      return requested
    case 'previewDrafts':
      return 'drafts'
    default:
      throw badRequest(
        `Invalid perspective "${requested}": expected one of "raw", "published", "drafts"`,
        'invalidPerspectiveError',
      )
  }
}

function defaultPerspective(apiVersion: string): Perspective {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) ? apiVersion : undefined
  return date && date >= PUBLISHED_DEFAULT_FROM ? 'published' : 'raw'
}
