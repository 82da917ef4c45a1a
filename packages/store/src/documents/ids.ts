export const DRAFTS_PREFIX = 'drafts.'

export interface IdPair {
  publishedId: string
  draftId: string
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX)
}

export function getPublishedId(id: string): string {
  return isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id
}

export function getDraftId(id: string): string {
  return isDraftId(id) ? id : DRAFTS_PREFIX + id
}

export function getIdPair(id: string): IdPair {
  return {publishedId: getPublishedId(id), draftId: getDraftId(id)}
}
