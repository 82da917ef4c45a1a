import type {DocumentBadgeDescriptor} from '../actions/types.js'

/** 'Live' on documents of live-edit types: edits are published as they are made, with no draft. */
export const liveEditBadge: DocumentBadgeDescriptor = {
  name: 'liveEdit',
  render: ({liveEdit, t}) =>
    liveEdit
      ? {label: t('actions.badge.live'), title: t('actions.badge.live-title'), tone: 'critical'}
      : null,
}

/**
 * The built-in badges. Only 'Live': the header's status line already says whether the document is
 * published, edited or a draft, and the same words twice would be noise.
 */
export const defaultDocumentBadges: readonly DocumentBadgeDescriptor[] = [liveEditBadge]
