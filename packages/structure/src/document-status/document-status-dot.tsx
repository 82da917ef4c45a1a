import {Box, Text} from '@tessera/kit/primitives'
import {memo} from 'react'
import {LazyTooltip} from '@tessera/kit'
import {documentStatus, type DocumentStatus} from './document-status.js'
import {useStructureText, type StructureTextKey} from '../i18n/structure-strings.js'

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

const STATUS_TEXTS: Record<DocumentStatus, StructureTextKey> = {
  unpublished: 'status.unpublished',
  edited: 'status.edited-state',
  published: 'status.published-state',
  none: 'status.none',
}

/**
 * The status dot of a list row or preview; nothing when neither version exists. Memoised: the pane's
 * status line re-renders on every keystroke, the dot (and its tooltip) only when the status changes.
 */
export const DocumentStatusDot = memo(function DocumentStatusDot({draft, published}: DocumentStatusDotProps) {
  const status = documentStatus({draft, published})
  const t = useStructureText()
  if (status === 'none') return null
  const label = t(STATUS_TEXTS[status])
  return (
    <LazyTooltip content={<Text size={1}>{label}</Text>} padding={2} portal placement="left">
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
    </LazyTooltip>
  )
})
