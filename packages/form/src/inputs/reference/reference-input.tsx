import {useState} from 'react'
import {set, unset} from '../../patch/patches.js'
import type {ObjectFormNode} from '../../state/types.js'
import {isRecord} from '../../state/values.js'
import type {OnPatch} from '../input-props.js'
import {ReferenceSearchBox} from './reference-search-box.js'
import {ReferenceServicesBoundary, useReferenceServices} from './reference-services.js'
import {asReference, referenceForHit, referenceForNewDocument} from './reference-value.js'
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
  return (
    <ReferenceServicesBoundary>
      <ReferenceField {...props} />
    </ReferenceServicesBoundary>
  )
}

function ReferenceField({node, onChange}: ReferenceInputProps) {
  const services = useReferenceServices()
  const [replacing, setReplacing] = useState(false)
  const value = asReference(node.value)
  const key = isRecord(node.value) && typeof node.value._key === 'string' ? node.value._key : undefined
  const inArray = typeof node.path[node.path.length - 1] === 'object'
  const id = `reference-${node.id}`
  const clear = () => {
    setReplacing(false)
    onChange(inArray ? REFERENCE_FIELDS.map((field) => unset([field])) : [unset()])
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
          onChange([set(referenceForHit(node.schemaType, hit, key))])
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
  else window.open(services.documentHref(created.id, created.type), '_blank', 'noopener')
}
