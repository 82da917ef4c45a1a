import {Card, Spinner} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {Preview} from '@tessera/kit'
import type {ReactNode} from 'react'
import {DocumentStatusDot} from '../../document-status/document-status-dot.js'
import {INCOMING_REFERENCES_LIMIT, type IncomingReference} from './incoming-references.js'
import {englishStructureText, structureStrings, useStructureText} from '../../i18n/structure-strings.js'
import type {IncomingReferencesState} from './observe-incoming-references.js'

/** The English texts (tests and stories); the views show them through the `structure` namespace. */
export const INCOMING_REFERENCES_TITLE = structureStrings['references.title']
export const INCOMING_REFERENCES_EMPTY_TEXT = structureStrings['references.empty']
export const INCOMING_REFERENCES_LOADING_TEXT = structureStrings['references.loading']
export const INCOMING_REFERENCES_ERROR_TITLE = structureStrings['references.error']
export const INCOMING_REFERENCES_RETRY_TEXT = structureStrings['references.retrying']
export const INCOMING_REFERENCES_TRUNCATED_TEXT = englishStructureText('references.truncated', {
  limit: INCOMING_REFERENCES_LIMIT,
})

export interface IncomingReferencesListProps {
  state: IncomingReferencesState
  /** Opens a referencing document (its published id and type). */
  onOpen(id: string, type: string): void
  /**
   * How a row shows its document. The connected dialog passes kit's `DocumentPreview`; stories pass
   * plain previews. By default: the id, with the type below.
   */
  renderPreview?: (reference: IncomingReference) => ReactNode
}

function defaultPreview(reference: IncomingReference): ReactNode {
  return <Preview title={reference.id} subtitle={reference.type} />
}

function ReferenceRow({
  reference,
  onOpen,
  renderPreview,
}: {
  reference: IncomingReference
  onOpen: IncomingReferencesListProps['onOpen']
  renderPreview: NonNullable<IncomingReferencesListProps['renderPreview']>
}) {
  return (
    <Card
      as="button"
      type="button"
      padding={2}
      radius={2}
      onClick={() => onOpen(reference.id, reference.type)}
      data-incoming-reference={reference.id}
      style={{width: '100%', textAlign: 'left'}}
    >
      <Flex align="center" gap={3}>
        <Box flex={1} style={{minWidth: 0}}>
          {renderPreview(reference)}
        </Box>
        <DocumentStatusDot draft={reference.hasDraft} published={reference.hasPublished} />
      </Flex>
    </Card>
  )
}

function ErrorCard({error}: {error: Error}) {
  const t = useStructureText()
  return (
    <Card padding={3} radius={2} tone="critical" border role="alert">
      <Stack gap={3}>
        <Text size={1} weight="medium">
          {t('references.error')}
        </Text>
        <Text size={1}>{error.message}</Text>
        <Text size={1} muted>
          {t('references.retrying')}
        </Text>
      </Stack>
    </Card>
  )
}

/**
 * The documents that reference a document, each a button that opens it; with loading, error (the
 * last known list stays below the error) and empty states.
 */
export function IncomingReferencesList({
  state,
  onOpen,
  renderPreview = defaultPreview,
}: IncomingReferencesListProps) {
  const t = useStructureText()
  if (state.status === 'loading') {
    return (
      <Flex align="center" justify="center" gap={3} padding={4} data-incoming-references="loading">
        <Spinner muted />
        <Text size={1} muted>
          {t('references.loading')}
        </Text>
      </Flex>
    )
  }
  const references = state.references ?? []
  return (
    <Stack gap={1} data-incoming-references={state.status}>
      {state.status === 'error' && <ErrorCard error={state.error} />}
      {state.status === 'ready' && references.length === 0 && (
        <Box padding={4}>
          <Text size={1} muted align="center">
            {t('references.empty')}
          </Text>
        </Box>
      )}
      {references.map((reference) => (
        <ReferenceRow
          key={reference.id}
          reference={reference}
          onOpen={onOpen}
          renderPreview={renderPreview}
        />
      ))}
      {state.status === 'ready' && state.truncated && (
        <Box padding={2}>
          <Text size={1} muted>
            {t('references.truncated', {limit: INCOMING_REFERENCES_LIMIT})}
          </Text>
        </Box>
      )}
    </Stack>
  )
}
