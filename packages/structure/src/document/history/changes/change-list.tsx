import {Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {PatchOperations} from '@tessera/types'
import {memo} from 'react'
import type {FieldChange} from './change-types.js'
import {FieldChangeView} from './field-change-view.js'
import {estimateChange, LazyMount, LazyMountProvider} from './lazy-mount.js'
import {revertAllPatches} from './revert-patches.js'
import {RevertAllowedContext, RevertButton} from './revert-button.js'
import {useStructureText} from '../../../i18n/structure-strings.js'

export interface ChangeListProps {
  changes: readonly FieldChange[]
  locale: string
  /** Reverting is offered only while comparing with the current version, with update permission. */
  canRevert: boolean
  /** Applies revert patches as a normal edit of the document. */
  onRevert(patches: PatchOperations[]): void
  /** The element the list scrolls in (the change viewer): changes are drawn as they near its view. */
  scrollRoot?: () => Element | null
  /** How tall the viewer can be (px; default the window's): that much is drawn at once. */
  firstScreenHeight?: number
}

/**
 * The change viewer (spec 002 §2): each changed field with its diff and authors, per-change revert and
 * 'Revert all changes', or the empty state when the two versions are the same. Memoised: the review
 * panel re-renders on every timeline update, and the list of a large range is the costly part. Only
 * the changes on (or near) screen are drawn; the rest as the viewer scrolls (LazyMount).
 */
export const ChangeList = memo(function ChangeList({
  changes,
  locale,
  canRevert,
  onRevert,
  scrollRoot,
  firstScreenHeight,
}: ChangeListProps) {
  const t = useStructureText()
  if (changes.length === 0) {
    return (
      <Box padding={3} data-testid="changes-empty">
        <Stack gap={3}>
          <Text size={1} weight="semibold">
            {t('history.changes.empty-title')}
          </Text>
          <Text size={1} muted>
            {t('history.changes.empty-description')}
          </Text>
        </Stack>
      </Box>
    )
  }
  return (
    <RevertAllowedContext.Provider value={canRevert}>
      <LazyMountProvider changes={changes} scrollRoot={scrollRoot} firstScreenHeight={firstScreenHeight}>
        <Stack gap={3} padding={3} data-testid="change-list">
          {changes.map((change) => (
            <LazyMount
              key={change.key}
              id={change.key}
              estimate={estimateChange(change)}
              placeholderProps={{'data-change-path': change.key}}
            >
              <FieldChangeView change={change} locale={locale} onRevert={onRevert} />
            </LazyMount>
          ))}
          {canRevert && (
            <Card paddingTop={2}>
              <Flex justify="flex-end">
                <RevertButton
                  text={t('history.changes.revert-all')}
                  question={t('history.changes.revert-confirm-all', {count: changes.length})}
                  testId="revert-all"
                  onConfirm={() => onRevert(revertAllPatches(changes))}
                />
              </Flex>
            </Card>
          )}
        </Stack>
      </LazyMountProvider>
    </RevertAllowedContext.Provider>
  )
})
