import {Box, Text} from '@sanity/ui'
import {Tooltip} from '@sanity/ui/tooltip'
import {memo} from 'react'
import {DOCUMENT_STATUS_LABELS, documentStatus} from './document-status.js'

/** Colours of the dot: caution for a draft the public does not see yet, positive when live. */
const DOT_COLORS = {
  unpublished: 'var(--card-badge-caution-dot-color, #d9a000)',
  edited: 'var(--card-badge-caution-dot-color, #d9a000)',
  published: 'var(--card-badge-positive-dot-color, #2e9e5b)',
} as const

export interface DocumentStatusDotProps {
  draft: boolean
  published: boolean
}

/**
 * The status dot of a list row or preview; nothing when neither version exists. Memoised: the pane's
 * status line re-renders on every keystroke, the dot (and its tooltip) only when the status changes.
 */
export const DocumentStatusDot = memo(function DocumentStatusDot({draft, published}: DocumentStatusDotProps) {
  const status = documentStatus({draft, published})
  if (status === 'none') return null
  const label = DOCUMENT_STATUS_LABELS[status]
  return (
    <Tooltip content={<Text size={1}>{label}</Text>} padding={2} portal placement="left">
      <Box
        as="span"
        role="img"
        aria-label={label}
        data-status={status}
        style={{
          display: 'inline-block',
          width: 9,
          height: 9,
          borderRadius: '50%',
          background: DOT_COLORS[status],
          // An edited document keeps the published ring around the draft colour.
          boxShadow: status === 'edited' ? `0 0 0 2px ${DOT_COLORS.published}` : undefined,
        }}
      />
    </Tooltip>
  )
})
