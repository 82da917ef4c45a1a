import {useState} from 'react'
import {set, unset} from '../../patch/patches.js'
import type {ObjectFormNode} from '../../state/types.js'
import {isRecord} from '../../state/values.js'
import type {OnPatch} from '../input-props.js'
import {ReferenceSearchBox} from './reference-search-box.js'
import {CrossDatasetBoundary} from './cross-dataset-boundary.js'
import {ReferenceLayout} from './reference-layout.js'
import {ReferenceServicesBoundary, useReferenceServices} from './reference-services.js'
import {
  asReference,
  crossDatasetOf,
  isCrossDatasetType,
  referenceForHit,
  referenceForNewDocument,
  type CrossDatasetTarget,
} from './reference-value.js'
import {SelectedReference} from './selected-reference.js'

export interface ReferenceInputProps {
  node: ObjectFormNode
  onChange: OnPatch
}

/** The fields a reference is made of: cleared together inside arrays, where the item stays. */
const REFERENCE_FIELDS = ['_ref', '_weak', '_strengthenOnPublish', '_dataset', '_projectId']

/**
 * The reference input (spec/001 §2, §4): a search box when empty (or while replacing), the selected
 * target's card otherwise. Values are set whole, keeping an array item's `_key`.
 */
export function ReferenceInput(props: ReferenceInputProps) {
  const {node, onChange} = props
  return (
    <ReferenceServicesBoundary>
      <ReferenceLayout>
        {isCrossDatasetType(node.schemaType) ? (
          <CrossDatasetBoundary
            type={node.schemaType}
            hasValue={asReference(node.value) !== undefined}
            readOnly={node.readOnly}
            onClear={() => onChange(clearPatches(node))}
          >
            <ReferenceField {...props} />
          </CrossDatasetBoundary>
        ) : (
          <ReferenceField {...props} />
        )}
      </ReferenceLayout>
    </ReferenceServicesBoundary>
  )
}

/** Clearing keeps an array item (its `_key`, `_type`) and unsets a field's whole value. */
function clearPatches(node: ObjectFormNode) {
  const inArray = typeof node.path[node.path.length - 1] === 'object'
  return inArray ? REFERENCE_FIELDS.map((field) => unset([field])) : [unset()]
}

/** For a cross-dataset reference: the dataset and project its values record. */
export function crossDatasetTargetOf(
  type: ObjectFormNode['schemaType'],
  services: ReturnType<typeof useReferenceServices>,
): CrossDatasetTarget | undefined {
  const dataset = isCrossDatasetType(type) ? crossDatasetOf(type) : undefined
  return dataset && services.crossDataset ? {dataset, projectId: services.crossDataset.projectId} : undefined
}

function ReferenceField({node, onChange}: ReferenceInputProps) {
  const services = useReferenceServices()
  const [replacing, setReplacing] = useState(false)
  const value = asReference(node.value)
  const key = isRecord(node.value) && typeof node.value._key === 'string' ? node.value._key : undefined
  const id = `reference-${node.id}`
  const crossDataset = crossDatasetTargetOf(node.schemaType, services)
  const clear = () => {
    setReplacing(false)
    onChange(clearPatches(node))
  }
  if (!value || replacing) {
    return (
      <ReferenceSearchBox
        id={id}
        type={node.schemaType}
        path={node.path}
        readOnly={node.readOnly}
        autoFocus={replacing}
        onCancel={replacing ? () => setReplacing(false) : undefined}
        onPick={(hit) => {
          setReplacing(false)
          onChange([set(referenceForHit(node.schemaType, hit, key, crossDataset))])
        }}
        onCreate={(option) => {
          const created = {id: services.newDocumentId(), type: option.type, template: option.template}
          setReplacing(false)
          onChange([set(referenceForNewDocument(node.schemaType, created, key))])
          openCreated(services, created)
        }}
      />
    )
  }
  return (
    <SelectedReference
      id={id}
      type={node.schemaType}
      value={value}
      readOnly={node.readOnly}
      onSet={(next) => onChange([set(key ? {...next, _key: key} : next)])}
      onClear={clear}
      onReplace={() => setReplacing(true)}
    />
  )
}

/** A new target opens beside the form, or in a new tab outside the structure tool. */
export function openCreated(
  services: ReturnType<typeof useReferenceServices>,
  created: {id: string; type: string; template?: {id: string; params: Record<string, unknown>}},
): void {
  if (services.openBeside) services.openBeside(created)
  else {
    const href = services.documentHref(created.id, created.type)
    if (href) window.open(href, '_blank', 'noopener')
  }
}
