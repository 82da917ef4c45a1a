import {Card, Stack, Text} from '@sanity/ui'
import {memo, type ReactNode} from 'react'
import type {FormPatch} from '../patch/patches.js'
import type {FormNode, ObjectMember} from '../state/types.js'
import {FormField} from './form-field.js'

export interface FormMembersProps {
  members: ObjectMember[]
  onChange: (patches: FormPatch[]) => void
  renderInput: (node: FormNode, onChange: (patches: FormPatch[]) => void) => ReactNode
}

/** An object's members in order: fields, fieldsets (collapsed ones show their title only) and errors. */
export const FormMembers = memo(function FormMembers({members, onChange, renderInput}: FormMembersProps) {
  return (
    <Stack gap={5}>
      {members.map((member) => {
        if (member.kind === 'field') {
          return (
            <FormField
              key={member.key}
              name={member.name}
              node={member.field}
              onChange={onChange}
              renderInput={renderInput}
            />
          )
        }
        if (member.kind === 'fieldSet') {
          const {fieldSet} = member
          return (
            <Card key={member.key} padding={3} radius={2} border data-fieldset={fieldSet.name}>
              <Stack gap={4}>
                <Text size={1} weight="semibold">
                  {fieldSet.title ?? fieldSet.name}
                </Text>
                {!fieldSet.collapsed && (
                  <FormMembers members={fieldSet.members} onChange={onChange} renderInput={renderInput} />
                )}
              </Stack>
            </Card>
          )
        }
        return (
          <Card key={member.key} padding={3} radius={2} tone="caution" border data-error={member.error.type}>
            <Text size={1}>
              {member.name}: {member.error.type}
            </Text>
          </Card>
        )
      })}
    </Stack>
  )
})
