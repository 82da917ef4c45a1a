import {Card, Stack} from '@sanity/ui'
import {useFormContext} from '../builder/form-context.js'
import {FormGroups} from '../builder/form-groups.js'
import {FormMembers} from '../builder/form-members.js'
import {UnknownFieldsPanel} from '../panels/unknown-fields-panel.js'
import type {ObjectInputProps} from './input-props.js'

/** A nested object: its unknown fields, groups and members, indented under the field's title. */
export function ObjectInput({node, onChange, renderInput}: ObjectInputProps) {
  const {onSelectGroup} = useFormContext()
  return (
    <Card borderLeft paddingLeft={3} paddingY={1}>
      <Stack gap={4}>
        <UnknownFieldsPanel fields={node.unknownFields} onChange={onChange} readOnly={node.readOnly} />
        <FormGroups groups={node.groups} onSelect={(name) => onSelectGroup?.(name, node.id)} />
        <FormMembers
          members={node.members}
          onChange={onChange}
          renderInput={renderInput}
          objectId={node.id}
          readOnly={node.readOnly}
          columns={(node.schemaType.options as {columns?: number} | undefined)?.columns}
        />
      </Stack>
    </Card>
  )
}
