import {Stack} from '@tessera/kit/primitives'
import {Preview} from '@tessera/kit'
import type {Reference, SchemaType} from '@tessera/types'
import {
  InfoFailedAlert,
  InvalidTypeAlert,
  PendingStrengthenNote,
  PublishedNowAlert,
  StrengthMismatchAlert,
  UnavailableTarget,
  WeakMissingAlert,
} from './reference-alerts.js'
import {ReferenceCard} from './reference-card.js'
import {useReferenceServices} from './reference-services.js'
import {strengthState, targetTypesOf} from './reference-value.js'
import {TargetPreview, TargetStatus} from './target-preview.js'
import {useReferenceInfo} from './use-reference-info.js'

export interface SelectedReferenceProps {
  id: string
  type: SchemaType
  value: Reference
  readOnly: boolean
  /** Sets the whole reference (strength fixes). */
  onSet(value: Reference): void
  onClear(): void
  onReplace(): void
}

/**
 * A set reference (spec/001 §4): the target's live preview in a card with its menu, or its
 * unavailable state; below it the strength alerts (mismatch, published now, pending) and the weak
 * missing-target alert.
 */
export function SelectedReference({
  id,
  type,
  value,
  readOnly,
  onSet,
  onClear,
  onReplace,
}: SelectedReferenceProps) {
  const services = useReferenceServices()
  const {state, retry} = useReferenceInfo(value._ref)
  const allowed = targetTypesOf(type).map((target) => target.name)
  const marker = value._strengthenOnPublish
  if (state.status === 'error') return <InfoFailedAlert message={state.message} onRetry={retry} />

  const info = state.status === 'loaded' ? state.info : undefined
  const targetType = info?.type ?? marker?.type
  const schemaTitle = (name: string | undefined) =>
    name ? (targetTypesOf(type).find((target) => target.name === name)?.title ?? name) : undefined
  const card = (content: React.ReactNode, tone?: 'default' | 'caution' | 'critical') => (
    <ReferenceCard
      id={id}
      readOnly={readOnly}
      tone={tone}
      href={targetType ? services.documentHref(value._ref, targetType) : undefined}
      onClear={onClear}
      onReplace={onReplace}
      onOpenBeside={
        services.openBeside && targetType
          ? () =>
              services.openBeside?.({
                id: value._ref,
                type: targetType,
                template: info?.draft || info?.published ? undefined : marker?.template,
              })
          : undefined
      }
    >
      {content}
    </ReferenceCard>
  )

  if (!info) return card(<Preview isPlaceholder />)

  const strength = strengthState(type, value, {
    available: info.availability.available,
    published: info.published,
    notFound: info.availability.reason === 'NOT_FOUND',
  })
  let body
  if (info.availability.available) {
    body = card(<TargetPreview info={info} fallbackTitle={schemaTitle(info.type)} />)
  } else if (marker && info.availability.reason === 'NOT_FOUND') {
    // Created from here and not saved yet: a preview from the recorded type.
    body = card(
      <Preview
        title={undefined}
        subtitle={schemaTitle(marker.type)}
        status={<TargetStatus draft published={false} />}
      />,
    )
  } else {
    body = card(
      <UnavailableTarget
        id={value._ref}
        reason={info.availability.reason === 'PERMISSION_DENIED' ? 'PERMISSION_DENIED' : 'NOT_FOUND'}
      />,
      'caution',
    )
  }
  return (
    <Stack gap={2} data-testid="selected-reference" data-ref={value._ref}>
      {body}
      {info.type && !allowed.includes(info.type) && <InvalidTypeAlert type={info.type} allowed={allowed} />}
      {strength.kind === 'pending' && <PendingStrengthenNote />}
      {strength.kind === 'published-now' && (
        <PublishedNowAlert readOnly={readOnly} onFix={() => onSet(strength.fix)} />
      )}
      {strength.kind === 'mismatch' && (
        <StrengthMismatchAlert
          shouldBeWeak={strength.shouldBeWeak}
          readOnly={readOnly}
          onFix={() => onSet(strength.fix)}
        />
      )}
      {strength.kind === 'weak-missing' && (
        <WeakMissingAlert id={value._ref} readOnly={readOnly} onClear={onClear} />
      )}
    </Stack>
  )
}
