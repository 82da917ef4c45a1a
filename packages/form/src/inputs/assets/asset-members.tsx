import {FormMembers} from '../../builder/form-members.js'
import type {ObjectMember} from '../../state/types.js'
import type {OnPatch, RenderInput} from '../input-props.js'

/** Fields the image and file inputs draw themselves. */
const OWN_FIELDS = new Set(['asset', 'hotspot', 'crop', 'media'])

/** The other fields of the image or file object (alt text, caption, ...), below the asset. */
export function AssetObjectMembers({
  members,
  onChange,
  renderInput,
  objectId,
  readOnly,
}: {
  members: ObjectMember[]
  onChange: OnPatch
  renderInput: RenderInput
  objectId: string
  readOnly: boolean
}) {
  const rest = members.filter((member) => member.kind === 'fieldSet' || !OWN_FIELDS.has(member.name))
  if (rest.length === 0) return null
  return (
    <FormMembers
      members={rest}
      onChange={onChange}
      renderInput={renderInput}
      objectId={objectId}
      readOnly={readOnly}
    />
  )
}
