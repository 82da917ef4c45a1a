import {randomKey} from '@tessera/schema'
import type {Path, Reference, SchemaType} from '@tessera/types'
import {ReferenceSearchBox} from './reference-search-box.js'
import {CrossDatasetBoundary} from './cross-dataset-boundary.js'
import {ReferenceLayout} from './reference-layout.js'
import {ReferenceServicesBoundary, useReferenceServices} from './reference-services.js'
import {isCrossDatasetType, referenceForHit, referenceForNewDocument} from './reference-value.js'
import {crossDatasetTargetOf, openCreated} from './reference-input.js'

export interface AddReferenceItemProps {
  id: string
  /** The reference item type being added. */
  type: SchemaType
  /** The array's path (a filter function's parent path is the array). */
  path: Path
  readOnly: boolean
  /** Targets already in the array, when its items must be unique. */
  disabledIds?: ReadonlySet<string>
  /** The new item, with a fresh `_key`. */
  onAdd(item: Reference & {_key: string}): void
  /** Escape or the close button: nothing was added, no empty row is left. */
  onCancel(): void
}

/**
 * 'Add item' on an array of references (spec/001 §2): the search opens in place of the button, and an
 * item is added only once a target is picked or created.
 */
export function AddReferenceItem(props: AddReferenceItemProps) {
  return (
    <ReferenceServicesBoundary>
      <ReferenceLayout>
        {isCrossDatasetType(props.type) ? (
          <CrossDatasetBoundary
            type={props.type}
            hasValue={false}
            readOnly={props.readOnly}
            onClear={props.onCancel}
          >
            <AddReference {...props} />
          </CrossDatasetBoundary>
        ) : (
          <AddReference {...props} />
        )}
      </ReferenceLayout>
    </ReferenceServicesBoundary>
  )
}

function AddReference({id, type, path, readOnly, disabledIds, onAdd, onCancel}: AddReferenceItemProps) {
  const services = useReferenceServices()
  const crossDataset = crossDatasetTargetOf(type, services)
  return (
    <div data-testid="add-reference-item">
      <ReferenceSearchBox
        id={id}
        type={type}
        path={[...path, {_key: 'new'}]}
        readOnly={readOnly}
        autoFocus
        disabledIds={disabledIds}
        onCancel={onCancel}
        onPick={(hit) =>
          onAdd(referenceForHit(type, hit, randomKey(), crossDataset) as Reference & {_key: string})
        }
        onCreate={(option) => {
          const created = {id: services.newDocumentId(), type: option.type, template: option.template}
          onAdd(referenceForNewDocument(type, created, randomKey()) as Reference & {_key: string})
          openCreated(services, created)
        }}
      />
    </div>
  )
}
