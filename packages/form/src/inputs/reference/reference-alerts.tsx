import {AccessDeniedIcon} from '@sanity/icons/AccessDenied'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {ReactNode} from 'react'
import {LazyTooltip} from '@tessera/kit'
import {useReferenceMessages} from './use-reference-messages.js'

function Alert({
  tone,
  title,
  children,
  action,
  testId,
}: {
  tone: 'caution' | 'critical' | 'primary'
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
  testId: string
}) {
  return (
    <Card padding={3} radius={2} border tone={tone} data-testid={testId}>
      <Flex gap={3} align="center" wrap="wrap">
        <Stack gap={2} flex={1} style={{minWidth: 200}}>
          <Text size={1} weight="semibold">
            {title}
          </Text>
          {children && <Text size={1}>{children}</Text>}
        </Stack>
        {action}
      </Flex>
    </Card>
  )
}

/**
 * A target the user cannot see (spec/001 §6, §8): 'Document unavailable', why, and an icon whose
 * tooltip names the id, so the card never shows the raw id alone.
 */
export function UnavailableTarget({id, reason}: {id: string; reason: 'NOT_FOUND' | 'PERMISSION_DENIED'}) {
  const M = useReferenceMessages()
  const denied = reason === 'PERMISSION_DENIED'
  const tooltip = denied ? M.permissionDeniedTooltip(id) : M.notFoundTooltip(id)
  return (
    <Flex align="center" gap={3} flex={1} data-testid="reference-unavailable" data-reason={reason}>
      <LazyTooltip
        content={
          <Box padding={2}>
            <Text size={1}>{tooltip}</Text>
          </Box>
        }
        portal
        placement="top"
      >
        <Text size={2} muted aria-label={tooltip}>
          {denied ? <AccessDeniedIcon /> : <HelpCircleIcon />}
        </Text>
      </LazyTooltip>
      <Stack gap={2} flex={1}>
        <Text size={1} weight="semibold">
          {M.unavailableTitle}
        </Text>
        <Text size={1} muted>
          {denied ? M.permissionDeniedDescription : M.notFoundDescription}
        </Text>
      </Stack>
    </Flex>
  )
}

/** spec/001 §4: a weak reference whose target is gone, nothing pending: an alert with clear. */
export function WeakMissingAlert({id, readOnly, onClear}: {id: string; readOnly: boolean; onClear(): void}) {
  const M = useReferenceMessages()
  return (
    <Alert
      tone="caution"
      testId="reference-weak-missing"
      title={M.weakMissingTitle}
      action={!readOnly && <Button mode="ghost" text={M.clear} onClick={onClear} />}
    >
      {M.weakMissingDescription(id)}
    </Alert>
  )
}

/** spec/001 §4, §8: the stored strength differs from the schema; the fix weakens or strengthens. */
export function StrengthMismatchAlert({
  shouldBeWeak,
  readOnly,
  onFix,
}: {
  shouldBeWeak: boolean
  readOnly: boolean
  onFix(): void
}) {
  const M = useReferenceMessages()
  return (
    <Alert
      tone="caution"
      testId="reference-strength-mismatch"
      title={M.strengthMismatchTitle}
      action={
        !readOnly && <Button mode="ghost" text={shouldBeWeak ? M.makeWeak : M.makeStrong} onClick={onFix} />
      }
    >
      {shouldBeWeak ? M.strengthMismatchShouldBeWeak : M.strengthMismatchShouldBeStrong}
    </Alert>
  )
}

/** spec/001 §4: the target is published now; offer to drop the marker and match the schema. */
export function PublishedNowAlert({readOnly, onFix}: {readOnly: boolean; onFix(): void}) {
  const M = useReferenceMessages()
  return (
    <Alert
      tone="primary"
      testId="reference-published-now"
      title={M.publishedNowTitle}
      action={!readOnly && <Button mode="ghost" text={M.finishReference} onClick={onFix} />}
    >
      {M.publishedNowDescription}
    </Alert>
  )
}

/** Waiting for the target's first publish: the lake makes the reference strong then. */
export function PendingStrengthenNote() {
  const M = useReferenceMessages()
  return (
    <Text size={1} muted data-testid="reference-pending-strengthen">
      {M.pendingStrengthen}
    </Text>
  )
}

/** spec/001 §8 'Reference info load failure': the title, the message, and retry. */
export function InfoFailedAlert({message, onRetry}: {message: string; onRetry(): void}) {
  const M = useReferenceMessages()
  return (
    <Alert
      tone="critical"
      testId="reference-info-failed"
      title={M.infoFailedTitle}
      action={<Button mode="ghost" text={M.retry} onClick={onRetry} />}
    >
      {message}
    </Alert>
  )
}

/** spec/001 §8 'Reference to wrong type': 'invalid type' with the allowed types in a tooltip. */
export function InvalidTypeAlert({type, allowed}: {type: string; allowed: string[]}) {
  const M = useReferenceMessages()
  return (
    <LazyTooltip
      content={
        <Box padding={2}>
          <Text size={1}>{M.invalidTypeTooltip(allowed)}</Text>
        </Box>
      }
      portal
      placement="top"
    >
      <Card padding={3} radius={2} border tone="critical" data-testid="reference-invalid-type">
        <Text size={1}>
          {M.invalidType}: {type}
        </Text>
      </Card>
    </LazyTooltip>
  )
}
