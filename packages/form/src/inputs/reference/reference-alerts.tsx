import {AccessDeniedIcon} from '@sanity/icons/AccessDenied'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {Tooltip} from '@sanity/ui/tooltip'
import {Box, Button, Card, Flex, Stack, Text} from '@sanity/ui'
import type {ReactNode} from 'react'
import {REFERENCE_MESSAGES} from './reference-messages.js'

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
  const denied = reason === 'PERMISSION_DENIED'
  const tooltip = denied
    ? REFERENCE_MESSAGES.permissionDeniedTooltip(id)
    : REFERENCE_MESSAGES.notFoundTooltip(id)
  return (
    <Flex align="center" gap={3} flex={1} data-testid="reference-unavailable" data-reason={reason}>
      <Tooltip
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
      </Tooltip>
      <Stack gap={2} flex={1}>
        <Text size={1} weight="semibold">
          {REFERENCE_MESSAGES.unavailableTitle}
        </Text>
        <Text size={1} muted>
          {denied ? REFERENCE_MESSAGES.permissionDeniedDescription : REFERENCE_MESSAGES.notFoundDescription}
        </Text>
      </Stack>
    </Flex>
  )
}

/** spec/001 §4: a weak reference whose target is gone, nothing pending: an alert with clear. */
export function WeakMissingAlert({id, readOnly, onClear}: {id: string; readOnly: boolean; onClear(): void}) {
  return (
    <Alert
      tone="caution"
      testId="reference-weak-missing"
      title={REFERENCE_MESSAGES.weakMissingTitle}
      action={!readOnly && <Button mode="ghost" text={REFERENCE_MESSAGES.clear} onClick={onClear} />}
    >
      {REFERENCE_MESSAGES.weakMissingDescription(id)}
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
  return (
    <Alert
      tone="caution"
      testId="reference-strength-mismatch"
      title={REFERENCE_MESSAGES.strengthMismatchTitle}
      action={
        !readOnly && (
          <Button
            mode="ghost"
            text={shouldBeWeak ? REFERENCE_MESSAGES.makeWeak : REFERENCE_MESSAGES.makeStrong}
            onClick={onFix}
          />
        )
      }
    >
      {shouldBeWeak
        ? REFERENCE_MESSAGES.strengthMismatchShouldBeWeak
        : REFERENCE_MESSAGES.strengthMismatchShouldBeStrong}
    </Alert>
  )
}

/** spec/001 §4: the target is published now; offer to drop the marker and match the schema. */
export function PublishedNowAlert({readOnly, onFix}: {readOnly: boolean; onFix(): void}) {
  return (
    <Alert
      tone="primary"
      testId="reference-published-now"
      title={REFERENCE_MESSAGES.publishedNowTitle}
      action={!readOnly && <Button mode="ghost" text={REFERENCE_MESSAGES.finishReference} onClick={onFix} />}
    >
      {REFERENCE_MESSAGES.publishedNowDescription}
    </Alert>
  )
}

/** Waiting for the target's first publish: the lake makes the reference strong then. */
export function PendingStrengthenNote() {
  return (
    <Text size={1} muted data-testid="reference-pending-strengthen">
      {REFERENCE_MESSAGES.pendingStrengthen}
    </Text>
  )
}

/** spec/001 §8 'Reference info load failure': the title, the message, and retry. */
export function InfoFailedAlert({message, onRetry}: {message: string; onRetry(): void}) {
  return (
    <Alert
      tone="critical"
      testId="reference-info-failed"
      title={REFERENCE_MESSAGES.infoFailedTitle}
      action={<Button mode="ghost" text={REFERENCE_MESSAGES.retry} onClick={onRetry} />}
    >
      {message}
    </Alert>
  )
}

/** spec/001 §8 'Reference to wrong type': 'invalid type' with the allowed types in a tooltip. */
export function InvalidTypeAlert({type, allowed}: {type: string; allowed: string[]}) {
  return (
    <Tooltip
      content={
        <Box padding={2}>
          <Text size={1}>{REFERENCE_MESSAGES.invalidTypeTooltip(allowed)}</Text>
        </Box>
      }
      portal
      placement="top"
    >
      <Card padding={3} radius={2} border tone="critical" data-testid="reference-invalid-type">
        <Text size={1}>
          {REFERENCE_MESSAGES.invalidType}: {type}
        </Text>
      </Card>
    </Tooltip>
  )
}
