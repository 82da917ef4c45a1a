import {RestoreIcon} from '@sanity/icons/Restore'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {LazyTooltip} from '@tessera/kit'
import {useStructureText} from '../../i18n/structure-strings.js'

export interface RevisionBannerProps {
  /** When the revision was made, as shown. */
  time: string
  /** Restore is allowed (update permission on the document); undefined while checking. */
  canRestore: boolean | undefined
  /** Nothing to restore (the revision deleted the document). */
  restoreDisabled?: boolean
  restoring?: boolean
  onRestore(): void
  onBack(): void
}

/**
 * Above a revision shown read-only: when it is from, the way back to the current version, and Restore
 * (disabled with the reason when the user may not update the document).
 */
export function RevisionBanner({
  time,
  canRestore,
  restoreDisabled,
  restoring,
  onRestore,
  onBack,
}: RevisionBannerProps) {
  const t = useStructureText()
  const restore = (
    <Button
      icon={RestoreIcon}
      text={t('history.revision.restore')}
      tone="primary"
      fontSize={1}
      padding={2}
      loading={restoring}
      disabled={canRestore !== true || restoreDisabled}
      onClick={onRestore}
    />
  )
  return (
    <Card tone="caution" padding={3} borderBottom data-testid="revision-banner">
      <Flex align="center" gap={3} wrap="wrap">
        <Stack gap={2} flex={1} style={{minWidth: 200}}>
          <Text size={1}>{t('history.revision.banner', {time})}</Text>
        </Stack>
        <Button mode="ghost" fontSize={1} padding={2} text={t('history.revision.back')} onClick={onBack} />
        {canRestore === false ? (
          <LazyTooltip
            portal
            content={
              <Box padding={2}>
                <Text size={1}>{t('history.revision.restore-denied')}</Text>
              </Box>
            }
          >
            {/* A disabled button gets no pointer events: the tooltip hangs on a wrapper. */}
            <span data-testid="restore-denied">{restore}</span>
          </LazyTooltip>
        ) : (
          restore
        )}
      </Flex>
    </Card>
  )
}
