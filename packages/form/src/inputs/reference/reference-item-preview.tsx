import {Preview} from '@tessera/kit'
import type {SchemaType} from '@tessera/types'
import {UnavailableTarget} from './reference-alerts.js'
import {ReferenceServicesBoundary} from './reference-services.js'
import {CrossDatasetBoundary} from './cross-dataset-boundary.js'
import {asReference, isCrossDatasetType, targetTypesOf} from './reference-value.js'
import {TargetPreview} from './target-preview.js'
import {useReferenceInfo} from './use-reference-info.js'

/** An array item that is a reference: its target's live preview (never the raw id), as rows show it. */
export function ReferenceItemPreview({type, value}: {type: SchemaType; value: unknown}) {
  return (
    <ReferenceServicesBoundary>
      {isCrossDatasetType(type) ? (
        // A row shows the warning when the feature is off; the row's own menu removes the item.
        <CrossDatasetBoundary type={type} hasValue readOnly onClear={() => undefined}>
          <ItemTarget type={type} value={value} />
        </CrossDatasetBoundary>
      ) : (
        <ItemTarget type={type} value={value} />
      )}
    </ReferenceServicesBoundary>
  )
}

function ItemTarget({type, value}: {type: SchemaType; value: unknown}) {
  const reference = asReference(value)
  const {state} = useReferenceInfo(reference?._ref)
  const titleOf = (name: string | undefined) =>
    targetTypesOf(type).find((target) => target.name === name)?.title ?? name
  if (!reference) return <Preview title={undefined} subtitle={type.title ?? type.name} />
  if (state.status === 'loading') return <Preview isPlaceholder />
  if (state.status === 'error') return <Preview title={reference._ref} subtitle={state.message} />
  const {info} = state
  if (info.availability.available) return <TargetPreview info={info} fallbackTitle={titleOf(info.type)} />
  if (reference._strengthenOnPublish && info.availability.reason === 'NOT_FOUND')
    return <Preview title={undefined} subtitle={titleOf(reference._strengthenOnPublish.type)} />
  return (
    <UnavailableTarget
      id={reference._ref}
      reason={info.availability.reason === 'PERMISSION_DENIED' ? 'PERMISSION_DENIED' : 'NOT_FOUND'}
    />
  )
}
