import {Button, Card, Dialog, Spinner} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {useStructureText} from '../../i18n/structure-strings.js'
import type {ActionConfirmation} from '../types.js'

export interface ActionConfirmDialogProps {
  /** Unique on the page (the document id and action name). */
  id: string
  /** The confirmation to show; null while the action is still preparing it (a spinner shows). */
  confirmation: ActionConfirmation | null
  onConfirm(): void
  onCancel(): void
}

/** The dialog a destructive action asks through before it runs: title, message, cancel and confirm. */
export function ActionConfirmDialog({id, confirmation, onConfirm, onCancel}: ActionConfirmDialogProps) {
  const t = useStructureText()
  return (
    <Dialog
      id={id}
      header={confirmation?.title ?? t('actions.footer.checking')}
      width={1}
      onClose={onCancel}
      onClickOutside={onCancel}
      footer={
        <Flex justify="flex-end" gap={2} padding={3}>
          <Button
            mode="bleed"
            text={confirmation?.cancelText ?? t('actions.footer.cancel')}
            onClick={onCancel}
          />
          <Button
            data-testid="confirm-action"
            text={confirmation?.confirmText ?? t('actions.footer.checking')}
            tone={confirmation?.tone ?? 'critical'}
            disabled={!confirmation}
            onClick={onConfirm}
          />
        </Flex>
      }
    >
      <Box padding={4}>
        {confirmation ? (
          <Stack gap={4}>
            <Text size={1}>{confirmation.message}</Text>
            {/* Details are what the user should weigh before confirming: set apart, in caution. */}
            {confirmation.details?.map((detail) => (
              <Card key={detail} tone="caution" padding={3} radius={2} border>
                <Text size={1}>{detail}</Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <Flex justify="center" padding={3}>
            <Spinner muted />
          </Flex>
        )}
      </Box>
    </Dialog>
  )
}
