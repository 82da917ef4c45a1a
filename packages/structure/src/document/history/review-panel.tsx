import {CloseIcon} from '@sanity/icons/Close'
import {Button, Card, Spinner} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {useDocumentOperations, useDocumentPairPermissions, useObservable} from '@tessera/kit'
import type {Chunk, TimelineController, TimelineState} from '@tessera/store'
import type {PatchOperations, SanityDocument, SchemaType} from '@tessera/types'
import {useCallback, useMemo, useRef} from 'react'
import {formatAbsoluteTime} from '../header/relative-time.js'
import {ChangeList} from './changes/change-list.js'
import {TimelineList} from './timeline-list.js'
import {useRangeChanges} from './use-range-changes.js'
import {useStructureText} from '../../i18n/structure-strings.js'

/** The review panel's width beside the form. */
export const REVIEW_PANEL_WIDTH = 380
/** The timeline's share of the panel's height; the change viewer has the rest (at most 60% of it). */
const TIMELINE_SHARE = 0.4

export interface ReviewPanelProps {
  documentId: string
  schemaType: SchemaType
  controller: TimelineController
  /** The state when the panel opens; the panel follows the controller from there. */
  state: TimelineState
  /**
   * The published copy as the document store has it (the pane's): here from the first render, so 'since
   * the last published version' starts from it without a request. Undefined when unknown (loading, or
   * a live-edit type, whose published copy holds unsaved edits).
   */
  published: SanityDocument | null | undefined
  locale: string
  onClose(): void
}

/** True when the history request was refused: the user may not read this document's history. */
function isDenied(error: Error | null): boolean {
  const status = (error as {statusCode?: number} | null)?.statusCode
  return status === 401 || status === 403
}

/**
 * 'Review changes' (spec 002 §2): the timeline above, the change viewer for the selected range below.
 * Reverting is a normal patch through the document store, so it shows live to everyone in the document.
 */
export function ReviewPanel({
  documentId,
  schemaType,
  controller,
  state: initialState,
  published,
  locale,
  onClose,
}: ReviewPanelProps) {
  const t = useStructureText()
  // Every update of the timeline (the pane's `state` follows only the selection: see useTimeline).
  const state = useObservable(controller.state$, initialState)
  const listed = useMemo(() => state.chunks.filter((chunk) => chunk.type !== 'initial'), [state.chunks])
  // The published copy (never edited locally unless live edit, which the pane leaves out): the start of
  // 'since the last published version' without a request. The draft may hold unsaved edits: not used.
  const pairNow = useMemo(() => (published === undefined ? null : {draft: null, published}), [published])
  const changes = useRangeChanges(
    documentId,
    schemaType,
    controller,
    state.sinceChunk,
    state.revChunk,
    state.chunks,
    pairNow,
  )
  const operations = useDocumentOperations(documentId, schemaType.name)
  const permission = useDocumentPairPermissions({id: documentId, type: schemaType.name, permission: 'update'})
  // Revert only while comparing with the current version, and only with update permission (§2).
  const canRevert = state.revChunk === null && permission?.granted === true && Boolean(operations)
  // One callback for the panel's life: new operations (they follow the edit state) must not re-render
  // every change of a large list.
  const latestOperations = useRef(operations)
  latestOperations.current = operations
  const onRevert = useCallback(
    (patches: PatchOperations[]) => latestOperations.current?.patch.execute(patches),
    [],
  )
  const onSelect = useCallback((chunk: Chunk) => controller.selectRevision(chunk), [controller])
  const onCompareFrom = useCallback((chunk: Chunk) => controller.selectSince(chunk), [controller])
  const onLoadMore = useCallback(() => controller.loadMore(), [controller])
  // The change viewer scrolls the list: it draws the changes that come near its view.
  const viewer = useRef<HTMLDivElement>(null)
  const scrollRoot = useCallback(() => viewer.current, [])
  // The viewer is at most what the timeline leaves of a window-high panel: the list draws that much
  // at once (an estimate; no layout is read), the rest as it scrolls.
  const viewerHeightBound = Math.round(window.innerHeight * (1 - TIMELINE_SHARE))

  return (
    <Card
      borderLeft
      data-testid="review-panel"
      style={{
        width: REVIEW_PANEL_WIDTH,
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Flex align="center" paddingX={3} paddingY={2} style={{flex: 'none'}}>
        <Box flex={1}>
          <Text size={1} weight="semibold">
            {t('history.panel.title')}
          </Text>
        </Box>
        <Button mode="bleed" icon={CloseIcon} aria-label={t('history.panel.close')} onClick={onClose} />
      </Flex>
      {isDenied(state.error) ? (
        <Card tone="caution" padding={3} margin={3} radius={2} border data-testid="history-unavailable">
          <Stack gap={2}>
            <Text size={1} weight="semibold">
              {t('history.document.unavailable')}
            </Text>
            <Text size={1}>{t('history.document.unavailable-description')}</Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Card
            borderTop
            borderBottom
            style={{height: `${TIMELINE_SHARE * 100}%`, minHeight: 160, flex: 'none'}}
          >
            {state.error ? (
              <Card tone="critical" padding={3} margin={2} radius={2} border data-testid="timeline-error">
                <Stack gap={2}>
                  <Text size={1} weight="semibold">
                    {t('history.timeline.error')}
                  </Text>
                  <Text size={1}>{state.error.message}</Text>
                </Stack>
              </Card>
            ) : listed.length === 0 ? (
              <Flex padding={3} gap={2} align="center">
                <Spinner muted />
                <Text size={1} muted>
                  {t('history.timeline.loading')}
                </Text>
              </Flex>
            ) : (
              <TimelineList
                chunks={listed}
                locale={locale}
                revChunk={state.revChunk}
                sinceChunk={state.sinceChunk}
                hasMore={state.hasMoreHistory}
                isLoading={state.isLoading}
                onSelect={onSelect}
                onCompareFrom={onCompareFrom}
                onLoadMore={onLoadMore}
              />
            )}
          </Card>
          <Box ref={viewer} flex={1} style={{overflowY: 'auto', minHeight: 0}} data-testid="change-viewer">
            <Box paddingX={3} paddingTop={3}>
              <Text size={1} muted data-testid="changes-heading">
                {state.sinceChunk
                  ? t('history.changes.since', {
                      time: formatAbsoluteTime(state.sinceChunk.endTimestamp, locale),
                    })
                  : t('history.changes.title')}
              </Text>
            </Box>
            {state.selectionState === 'invalid' ? (
              <Box padding={3}>
                <Text size={1}>{t('history.revision.invalid')}</Text>
              </Box>
            ) : !changes || changes.status === 'loading' ? (
              <Flex padding={3} gap={2} align="center">
                <Spinner muted />
                <Text size={1} muted>
                  {t('history.changes.loading')}
                </Text>
              </Flex>
            ) : changes.status === 'error' ? (
              <Card tone="critical" padding={3} margin={3} radius={2} border>
                <Stack gap={2}>
                  <Text size={1} weight="semibold">
                    {t('history.revision.load-failed')}
                  </Text>
                  <Text size={1}>{changes.error.message}</Text>
                </Stack>
              </Card>
            ) : (
              <ChangeList
                changes={changes.changes}
                locale={locale}
                canRevert={canRevert}
                onRevert={onRevert}
                scrollRoot={scrollRoot}
                firstScreenHeight={viewerHeightBound}
              />
            )}
          </Box>
        </>
      )}
    </Card>
  )
}
