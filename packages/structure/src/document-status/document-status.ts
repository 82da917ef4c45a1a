/**
 * A document pair's status (spec/001 §4): unpublished when only a draft exists, edited when both
 * exist, published otherwise; none when neither exists (a new document), which shows no dot.
 */
export type DocumentStatus = 'unpublished' | 'edited' | 'published' | 'none'

export function documentStatus(versions: {draft: boolean; published: boolean}): DocumentStatus {
  if (versions.draft && versions.published) return 'edited'
  if (versions.draft) return 'unpublished'
  if (versions.published) return 'published'
  return 'none'
}

/** The words for each status in English (the dot shows them through the `structure` namespace). */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  unpublished: 'Unpublished',
  edited: 'Edited',
  published: 'Published',
  none: 'New',
}
