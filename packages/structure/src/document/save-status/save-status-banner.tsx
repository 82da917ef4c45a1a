import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {useStructureText, type StructureText} from '../../i18n/structure-strings.js'
import type {SaveStatusView} from './save-status-view.js'

export interface SaveStatusBannerProps {
  view: SaveStatusView
  /** Now (ms), for the countdown to the next attempt; the container re-renders it every second. */
  now: number
  /** A field's title for the unsaved-fields list; the name itself by default. */
  fieldTitle?: (name: string) => string
  /** A refused save: send the held edits again. */
  onRetry?: () => void
  /** A refused save: drop the held edits. */
  onDiscard?: () => void
  /** A lost connection or a commit being retried: try again now instead of at the retry time. */
  onRetryNow?: () => void
  /** A retry of the refused save is on its way. */
  retryBusy?: boolean
}

/**
 * The document pane's banner for saves that did not go through (issue 18): a refused save (critical,
 * what is not saved, Retry and Discard), a lost or offline connection (attempt and next retry time), or
 * a commit being retried after a server error. Nothing when everything is fine.
 */
export function SaveStatusBanner(props: SaveStatusBannerProps) {
  const t = useStructureText()
  const {view} = props
  if (view.kind === 'none') return null
  if (view.kind === 'failed') return <FailedBanner {...props} view={view} />
  const title =
    view.kind === 'retrying'
      ? t('save.saving.retrying.title')
      : view.offline
        ? t('save.connection.offline.title')
        : t('save.connection.lost.title')
  const lines: string[] = []
  if (view.attempt > 0) {
    const attempt = t('save.attempt.failed', {attempt: view.attempt})
    lines.push(view.retryAt ? `${attempt} ${retryText(view.retryAt, props.now, t)}` : attempt)
  }
  if (view.kind === 'retrying') lines.push(view.message)
  if (view.kind === 'retrying' || view.unsaved) lines.push(t('save.unsaved.kept'))
  return (
    <Card tone="caution" padding={3} radius={2} border role="status" data-testid="connection-status">
      <Flex gap={3}>
        <Text size={1}>
          <WarningOutlineIcon />
        </Text>
        <Stack gap={2} flex={1}>
          <Text size={1} weight="semibold">
            {title}
          </Text>
          {lines.map((line) => (
            <Text key={line} size={1}>
              {line}
            </Text>
          ))}
          {props.onRetryNow && view.retryAt && (
            <Flex>
              <Button
                text={t('save.retry-now')}
                mode="ghost"
                fontSize={1}
                padding={2}
                onClick={props.onRetryNow}
              />
            </Flex>
          )}
        </Stack>
      </Flex>
    </Card>
  )
}

function FailedBanner({
  view,
  fieldTitle = (name) => name,
  onRetry,
  onDiscard,
  retryBusy,
}: SaveStatusBannerProps & {view: Extract<SaveStatusView, {kind: 'failed'}>}) {
  const t = useStructureText()
  const reason =
    view.statusCode === undefined
      ? t('save.failed.reason-without-status', {message: view.message})
      : t('save.failed.reason', {status: view.statusCode, message: view.message})
  return (
    <Card tone="critical" padding={3} radius={2} border role="alert" data-testid="save-failure">
      <Flex gap={3}>
        <Text size={1}>
          <ErrorOutlineIcon />
        </Text>
        <Stack gap={3} flex={1}>
          <Text size={1} weight="semibold">
            {t('save.failed.title')}
          </Text>
          <Text size={1}>{reason}</Text>
          {view.unsavedFields.length > 0 && (
            <Text size={1} data-testid="save-failure-unsaved">
              {t('save.failed.unsaved', {fields: view.unsavedFields.map(fieldTitle).join(', ')})}
            </Text>
          )}
          <Text size={1} muted>
            {t('save.failed.kept')}
          </Text>
          <Flex gap={2}>
            <Button
              text={retryBusy ? t('save.failed.retrying') : t('save.failed.retry')}
              tone="primary"
              fontSize={1}
              padding={2}
              disabled={retryBusy || !onRetry}
              onClick={onRetry}
            />
            <Box>
              <Button
                text={t('save.failed.discard')}
                mode="ghost"
                tone="critical"
                fontSize={1}
                padding={2}
                disabled={retryBusy || !onDiscard}
                onClick={onDiscard}
              />
            </Box>
          </Flex>
        </Stack>
      </Flex>
    </Card>
  )
}

function retryText(retryAt: Date, now: number, t: StructureText): string {
  const seconds = Math.ceil((retryAt.getTime() - now) / 1000)
  if (seconds <= 0) return t('save.attempt.retry-now')
  return t('save.attempt.retry-in', {seconds, time: clockTime(retryAt)})
}

/** HH:mm:ss: retries are seconds apart, so the spec's HH:mm default would not tell them apart. */
function clockTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}
