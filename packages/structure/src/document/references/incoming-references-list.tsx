import {Box, Card, Flex, Spinner, Stack, Text} from '@sanity/ui'
import {Preview} from '@tessera/kit'
import type {ReactNode} from 'react'
import {DocumentStatusDot} from '../../document-status/document-status-dot.js'
import {INCOMING_REFERENCES_LIMIT, type IncomingReference} from './incoming-references.js'
import type {IncomingReferencesState} from './observe-incoming-references.js'

export const INCOMING_REFERENCES_TITLE = 'Incoming references'
export const INCOMING_REFERENCES_EMPTY_TEXT = 'No documents reference this document'
export const INCOMING_REFERENCES_LOADING_TEXT = 'Loading incoming references…'
export const INCOMING_REFERENCES_ERROR_TITLE = 'Could not load incoming references'
export const INCOMING_REFERENCES_RETRY_TEXT = 'Trying again automatically…'
export const INCOMING_REFERENCES_TRUNCATED_TEXT = `Only the ${INCOMING_REFERENCES_LIMIT} most recently edited are shown`

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
  return (
    <Card padding={3} radius={2} tone="critical" border role="alert">
      <Stack gap={3}>
        <Text size={1} weight="medium">
          {INCOMING_REFERENCES_ERROR_TITLE}
        </Text>
        <Text size={1}>{error.message}</Text>
        <Text size={1} muted>
          {INCOMING_REFERENCES_RETRY_TEXT}
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
  if (state.status === 'loading') {
    return (
      <Flex align="center" justify="center" gap={3} padding={4} data-incoming-references="loading">
        <Spinner muted />
        <Text size={1} muted>
          {INCOMING_REFERENCES_LOADING_TEXT}
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
            {INCOMING_REFERENCES_EMPTY_TEXT}
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
            {INCOMING_REFERENCES_TRUNCATED_TEXT}
          </Text>
        </Box>
      )}
    </Stack>
  )
}
