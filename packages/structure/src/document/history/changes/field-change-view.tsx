import {Card, useTheme_v2} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {Component, memo, type CSSProperties, type ErrorInfo, type ReactNode} from 'react'
import {AuthorAvatars} from '../history-services.js'
import type {PatchOperations} from '@tessera/types'
import type {ArrayItemChange, FieldChange} from './change-types.js'
import {PortableTextDiff, StringDiff} from './diff-text.js'
import {AssetDiff, ReferenceDiff, ValueDiff, valueText} from './diff-values.js'
import {RevertButton} from './revert-button.js'
import {estimateItem, itemMountId, LazyMount} from './lazy-mount.js'
import {canRevertItem, revertItemPatches} from './revert-item-patches.js'
import {revertPatches} from './revert-patches.js'
import {useStructureText, type StructureTextKey} from '../../../i18n/structure-strings.js'

export interface FieldChangeViewProps {
  change: FieldChange
  locale: string
  /** Applies the patches that revert a change (a field, a nested field or an array item). */
  onRevert(patches: PatchOperations[]): void
  /** Nested changes are indented and show no authors of their own. */
  nested?: boolean
}

/**
 * One changed field: its title, who changed it, its diff, and Revert change. Nested changes (inside
 * objects and array items) are drawn with plain elements: a range can hold hundreds of them, and a
 * styled component each would make the list slow to appear.
 */
export const FieldChangeView = memo(function FieldChangeView({
  change,
  locale,
  onRevert,
  nested,
}: FieldChangeViewProps) {
  const t = useStructureText()
  // Plain elements take the theme's text font explicitly (they are outside @sanity/ui's Text).
  const fontFamily = useTheme_v2().font.text.family
  const diff = (
    <DiffBoundary>
      <ChangeDiff change={change} locale={locale} onRevert={onRevert} />
    </DiffBoundary>
  )
  // Shown only where reverting is allowed (RevertAllowedContext): a permission that arrives later
  // re-renders the buttons, not every diff.
  const revert = (
    <RevertButton
      text={t('history.changes.revert')}
      question={t('history.changes.revert-confirm-one')}
      testId="revert-change"
      plain={nested}
      onConfirm={() => onRevert(revertPatches(change))}
    />
  )
  if (nested) {
    return (
      <div
        data-testid="field-change"
        data-change-path={change.key}
        data-change-kind={change.kind}
        data-change-action={change.action}
        style={{...NESTED_STYLE, fontFamily}}
      >
        <div style={NESTED_HEADER_STYLE}>
          <span style={NESTED_TITLE_STYLE}>{change.title}</span>
          {revert}
        </div>
        {diff}
      </div>
    )
  }
  return (
    <Card
      data-testid="field-change"
      data-change-path={change.key}
      data-change-kind={change.kind}
      data-change-action={change.action}
      padding={3}
      radius={2}
      border
    >
      <Stack gap={3}>
        <Flex align="center" gap={2}>
          <Box flex={1} style={{minWidth: 0}}>
            <Text size={1} weight="semibold" textOverflow="ellipsis">
              {change.title}
            </Text>
          </Box>
          {change.authors.length > 0 && (
            <Flex
              gap={1}
              data-testid="change-authors"
              data-authors={change.authors.join(' ')}
              aria-label={t('history.changes.by', {names: change.authors.join(', ')})}
            >
              <AuthorAvatars userIds={change.authors} />
            </Flex>
          )}
          {revert}
        </Flex>
        {diff}
      </Stack>
    </Card>
  )
})

const NESTED_STYLE: CSSProperties = {
  borderLeft: '2px solid var(--card-border-color, #ddd)',
  padding: '4px 0 4px 8px',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
}
const NESTED_HEADER_STYLE: CSSProperties = {display: 'flex', alignItems: 'center', gap: 8, minHeight: 25}
const NESTED_TITLE_STYLE: CSSProperties = {
  flex: 1,
  minWidth: 0,
  fontSize: 13,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}

/** The diff of a change, by its kind. */
function ChangeDiff({change, locale, onRevert}: Omit<FieldChangeViewProps, 'nested'>) {
  const t = useStructureText()
  const children = (change.children ?? []).map((child) => (
    <FieldChangeView key={child.key} change={child} locale={locale} onRevert={onRevert} nested />
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
      return <ArrayDiff change={change} locale={locale} onRevert={onRevert} />
    case 'portableText':
      return <PortableTextDiff blocks={change.blocks ?? []} />
    case 'incorrectType':
      return (
        <Card tone="caution" padding={2} radius={2}>
          <Text size={1}>
            {t('history.changes.incorrect-type', {
              expected: change.expectedType ?? '?',
              actual: change.actualType ?? '?',
            })}
          </Text>
        </Card>
      )
    default:
      return (
        <Text size={1} muted>
          {t('history.changes.unknown-change-type')}
        </Text>
      )
  }
}

/** Item badges, drawn plainly (one per changed item; see FieldChangeView). */
const ITEM_BADGES: Record<ArrayItemChange['action'], {text?: StructureTextKey; style: CSSProperties}> = {
  added: {text: 'history.changes.added', style: {background: '#d7f5dd', color: '#0d5a20'}},
  removed: {text: 'history.changes.removed', style: {background: '#fde2e2', color: '#8a1c1c'}},
  moved: {text: 'history.changes.moved', style: {background: '#e3ebff', color: '#2441a6'}},
  changed: {text: 'history.changes.changed', style: {background: '#fff3c4', color: '#6b5200'}},
  unchanged: {style: {}},
}
const BADGE_STYLE: CSSProperties = {
  fontSize: 11,
  lineHeight: '17px',
  padding: '0 5px',
  borderRadius: 3,
  flex: 'none',
}
/**
 * Items off screen are not laid out or painted until scrolled to (content-visibility): a range with
 * many changed items shows its first screen sooner. The intrinsic size keeps the scrollbar steady.
 */
const ITEM_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 64px',
}
const ITEM_ROW_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 13,
  minWidth: 0,
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
  change,
  locale,
  onRevert,
}: {
  change: FieldChange
  locale: string
  onRevert(patches: PatchOperations[]): void
}) {
  const t = useStructureText()
  const fontFamily = useTheme_v2().font.text.family
  return (
    <Stack gap={2} data-testid="array-diff" style={{fontFamily}}>
      {(change.items ?? [])
        .filter((item) => item.action !== 'unchanged')
        .map((item) => {
          const badge = ITEM_BADGES[item.action]
          return (
            <LazyMount
              key={item.key}
              id={itemMountId(change, item)}
              estimate={estimateItem(item)}
              placeholderProps={{'data-item-key': item.key, 'data-item-action': item.action}}
            >
              <div style={ITEM_STYLE} data-item-action={item.action} data-item-key={item.key}>
                <div style={ITEM_ROW_STYLE}>
                  <span style={{...BADGE_STYLE, ...badge.style}}>{badge.text && t(badge.text)}</span>
                  {item.segments ? (
                    <StringDiff segments={item.segments} fromValue={item.fromValue} toValue={item.toValue} />
                  ) : (
                    <span
                      style={{
                        flex: 1,
                        minWidth: 0,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        textDecoration: item.action === 'removed' ? 'line-through' : undefined,
                      }}
                    >
                      {itemLabel(item.toValue ?? item.fromValue, locale)}
                    </span>
                  )}
                  {item.action === 'moved' && (
                    <span
                      style={{fontSize: 11, opacity: 0.7}}
                    >{`${(item.fromIndex ?? 0) + 1} → ${(item.toIndex ?? 0) + 1}`}</span>
                  )}
                  {canRevertItem(change, item) && (
                    <RevertButton
                      text={t('history.changes.revert')}
                      question={t('history.changes.revert-confirm-one')}
                      testId="revert-item"
                      plain
                      onConfirm={() => onRevert(revertItemPatches(change, item))}
                    />
                  )}
                </div>
                {item.children?.map((child) => (
                  <FieldChangeView
                    key={child.key}
                    change={child}
                    locale={locale}
                    onRevert={onRevert}
                    nested
                  />
                ))}
              </div>
            </LazyMount>
          )
        })}
    </Stack>
  )
}

interface DiffBoundaryState {
  error: Error | null
}

function DiffCrashed({error}: {error: Error}) {
  const t = useStructureText()
  return (
    <Card tone="critical" padding={3} radius={2} border data-testid="diff-error">
      <Stack gap={2}>
        <Text size={1} weight="semibold">
          {t('history.changes.diff-crashed')}
        </Text>
        <Text size={0} muted>
          {`Developer info: ${error.message}`}
        </Text>
      </Stack>
    </Card>
  )
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
    return <DiffCrashed error={this.state.error} />
  }
}
