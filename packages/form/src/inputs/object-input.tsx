import {Card} from '@sanity/ui'
import {Stack} from '@tessera/kit/primitives'
import {useCallback, useRef} from 'react'
import {useFormContext} from '../builder/form-context.js'
import {FormGroups} from '../builder/form-groups.js'
import {FormMembers} from '../builder/form-members.js'
import {useCurrentValue} from '../builder/use-current-value.js'
import {unset, type FormPatch} from '../patch/patches.js'
import {UnknownFieldsPanel} from '../panels/unknown-fields-panel.js'
import {isRecord} from '../state/values.js'
import type {ObjectInputProps} from './input-props.js'

/** Keys every object has that are not content: an object with nothing else is empty. */
const BOOKKEEPING_KEYS = new Set(['_type', '_key'])

/**
 * A nested object: its unknown fields, groups and members, indented under the field's title. An object
 * field whose last value was removed is removed too, rather than left behind as a `{_type}` stub (an
 * array item keeps its place: removing it is the row's own action).
 */
export function ObjectInput({node, onChange, renderInput}: ObjectInputProps) {
  const {onSelectGroup} = useFormContext()
  // Through a ref: the members' onChange keeps its identity while the value changes, so a keystroke
  // in one field does not re-render its siblings.
  const currentValue = useCurrentValue(node)
  const readValue = useRef(currentValue)
  readValue.current = currentValue
  const isField = typeof node.path[node.path.length - 1] === 'string'
  const onMembersChange = useCallback(
    (patches: FormPatch[]) => {
      onChange(patches)
      if (!isField || !patches.some((patch) => patch.type === 'unset')) return
      // The store applied the patches in this tick: the object as it is now.
      const value = readValue.current()
      if (isRecord(value) && Object.keys(value).every((key) => BOOKKEEPING_KEYS.has(key))) onChange([unset()])
    },
    [onChange, isField],
  )
  return (
    <Card borderLeft paddingLeft={3} paddingY={1}>
      <Stack gap={4}>
        <UnknownFieldsPanel fields={node.unknownFields} onChange={onChange} readOnly={node.readOnly} />
        <FormGroups groups={node.groups} onSelect={(name) => onSelectGroup?.(name, node.id)} />
        <FormMembers
          members={node.members}
          onChange={onMembersChange}
          renderInput={renderInput}
          objectId={node.id}
          readOnly={node.readOnly}
          columns={(node.schemaType.options as {columns?: number} | undefined)?.columns}
        />
      </Stack>
    </Card>
  )
}
