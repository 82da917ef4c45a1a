import {Badge, Box, Card, Flex, Stack, Text} from '@sanity/ui'
import {Component, type ErrorInfo, type ReactNode} from 'react'
import {format, HISTORY_MESSAGES} from '../history-messages.js'
import {AuthorAvatars} from '../history-services.js'
import type {ArrayItemChange, FieldChange} from './change-types.js'
import {PortableTextDiff, StringDiff} from './diff-text.js'
import {AssetDiff, ReferenceDiff, ValueDiff, valueText} from './diff-values.js'
import {RevertButton} from './revert-button.js'

export interface FieldChangeViewProps {
  change: FieldChange
  locale: string
  /** Reverting is offered (comparing with the current version, with update permission). */
  canRevert: boolean
  onRevert(change: FieldChange): void
  /** Nested changes are indented and show no authors of their own. */
  nested?: boolean
}

/** One changed field: its title, who changed it, its diff, and Revert change. */
export function FieldChangeView({change, locale, canRevert, onRevert, nested}: FieldChangeViewProps) {
  return (
    <Card
      data-testid="field-change"
      data-change-path={change.key}
      data-change-kind={change.kind}
      data-change-action={change.action}
      padding={nested ? 2 : 3}
      radius={2}
      border={!nested}
      style={nested ? {borderLeft: '2px solid var(--card-border-color, #ddd)'} : undefined}
    >
      <Stack gap={3}>
        <Flex align="center" gap={2}>
          <Box flex={1} style={{minWidth: 0}}>
            <Text size={1} weight="semibold" textOverflow="ellipsis">
              {change.title}
            </Text>
          </Box>
          {!nested && change.authors.length > 0 && (
            <Flex
              gap={1}
              data-testid="change-authors"
              data-authors={change.authors.join(' ')}
              aria-label={format(HISTORY_MESSAGES['changes.by'], {names: change.authors.join(', ')})}
            >
              <AuthorAvatars userIds={change.authors} />
            </Flex>
          )}
          {canRevert && (
            <RevertButton
              text={HISTORY_MESSAGES['changes.revert']}
              question={HISTORY_MESSAGES['changes.revert-confirm-one']}
              testId="revert-change"
              onConfirm={() => onRevert(change)}
            />
          )}
        </Flex>
        <DiffBoundary>
          <ChangeDiff change={change} locale={locale} canRevert={canRevert} onRevert={onRevert} />
        </DiffBoundary>
      </Stack>
    </Card>
  )
}

/** The diff of a change, by its kind. */
function ChangeDiff({change, locale, canRevert, onRevert}: Omit<FieldChangeViewProps, 'nested'>) {
  const children = (change.children ?? []).map((child) => (
    <FieldChangeView
      key={child.key}
      change={child}
      locale={locale}
      canRevert={canRevert}
      onRevert={onRevert}
      nested
    />
  ))
  switch (change.kind) {
    case 'string':
    case 'slug': {
      const text = (value: unknown) =>
        change.kind === 'slug' ? (value as {current?: unknown} | undefined)?.current : value
      return (
        <StringDiff
          segments={change.segments}
          fromValue={text(change.fromValue)}
          toValue={text(change.toValue)}
        />
      )
    }
    case 'number':
    case 'boolean':
    case 'date':
    case 'datetime':
    case 'unknown':
      return (
        <ValueDiff kind={change.kind} fromValue={change.fromValue} toValue={change.toValue} locale={locale} />
      )
    case 'reference':
      return (
        <ReferenceDiff schemaType={change.schemaType} fromValue={change.fromValue} toValue={change.toValue} />
      )
    case 'image':
    case 'file':
      return (
        <Stack gap={2}>
          <AssetDiff kind={change.kind} fromValue={change.fromValue} toValue={change.toValue} />
          {children}
        </Stack>
      )
    case 'object':
      return <Stack gap={2}>{children}</Stack>
    case 'array':
      return (
        <ArrayDiff items={change.items ?? []} locale={locale} canRevert={canRevert} onRevert={onRevert} />
      )
    case 'portableText':
      return <PortableTextDiff blocks={change.blocks ?? []} />
    case 'incorrectType':
      return (
        <Card tone="caution" padding={2} radius={2}>
          <Text size={1}>
            {format(HISTORY_MESSAGES['changes.incorrect-type'], {
              expected: change.expectedType ?? '?',
              actual: change.actualType ?? '?',
            })}
          </Text>
        </Card>
      )
    default:
      return (
        <Text size={1} muted>
          {HISTORY_MESSAGES['changes.unknown-change-type']}
        </Text>
      )
  }
}

const ITEM_BADGES: Record<
  ArrayItemChange['action'],
  {text: string; tone: 'positive' | 'critical' | 'primary' | 'caution' | 'default'}
> = {
  added: {text: HISTORY_MESSAGES['changes.added'], tone: 'positive'},
  removed: {text: HISTORY_MESSAGES['changes.removed'], tone: 'critical'},
  moved: {text: HISTORY_MESSAGES['changes.moved'], tone: 'primary'},
  changed: {text: HISTORY_MESSAGES['changes.changed'], tone: 'caution'},
  unchanged: {text: '', tone: 'default'},
}

/** A short text for an array item: a string itself, else its title-like field, else its type. */
function itemLabel(value: unknown, locale: string): string {
  if (value === null || typeof value !== 'object') return valueText('unknown', value, locale)
  const record = value as Record<string, unknown>
  for (const key of ['title', 'name', 'label', 'text']) {
    if (typeof record[key] === 'string' && record[key]) return record[key]
  }
  return typeof record._type === 'string' ? record._type : 'Item'
}

/** An array change: its items added, removed, moved and changed (unchanged ones left out). */
function ArrayDiff({
  items,
  locale,
  canRevert,
  onRevert,
}: {
  items: readonly ArrayItemChange[]
  locale: string
  canRevert: boolean
  onRevert(change: FieldChange): void
}) {
  return (
    <Stack gap={2} data-testid="array-diff">
      {items
        .filter((item) => item.action !== 'unchanged')
        .map((item) => {
          const badge = ITEM_BADGES[item.action]
          const label = itemLabel(item.toValue ?? item.fromValue, locale)
          return (
            <Stack key={item.key} gap={2} data-item-action={item.action} data-item-key={item.key}>
              <Flex align="center" gap={2}>
                <Badge tone={badge.tone} fontSize={0}>
                  {badge.text}
                </Badge>
                <Text
                  size={1}
                  textOverflow="ellipsis"
                  style={item.action === 'removed' ? {textDecoration: 'line-through'} : undefined}
                >
                  {item.segments ? (
                    <StringDiff segments={item.segments} fromValue={item.fromValue} toValue={item.toValue} />
                  ) : (
                    label
                  )}
                </Text>
                {item.action === 'moved' && (
                  <Text size={0} muted>{`${(item.fromIndex ?? 0) + 1} → ${(item.toIndex ?? 0) + 1}`}</Text>
                )}
              </Flex>
              {item.children?.map((child) => (
                <FieldChangeView
                  key={child.key}
                  change={child}
                  locale={locale}
                  canRevert={canRevert}
                  onRevert={onRevert}
                  nested
                />
              ))}
            </Stack>
          )
        })}
    </Stack>
  )
}

interface DiffBoundaryState {
  error: Error | null
}

/** A diff that throws shows a critical card with what a developer needs, not a broken panel. */
class DiffBoundary extends Component<{children: ReactNode}, DiffBoundaryState> {
  override state: DiffBoundaryState = {error: null}

  static getDerivedStateFromError(error: Error): DiffBoundaryState {
    return {error}
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Diff rendering failed', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <Card tone="critical" padding={3} radius={2} border data-testid="diff-error">
        <Stack gap={2}>
          <Text size={1} weight="semibold">
            {HISTORY_MESSAGES['changes.diff-crashed']}
          </Text>
          <Text size={0} muted>
            {`Developer info: ${this.state.error.message}`}
          </Text>
        </Stack>
      </Card>
    )
  }
}
