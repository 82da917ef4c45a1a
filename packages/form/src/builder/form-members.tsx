import {Card, Grid} from '@sanity/ui'
import {Stack, Text} from '@tessera/kit/primitives'
import {memo} from 'react'
import type {OnPatch, RenderInput} from '../inputs/input-props.js'
import {LazyMemberError} from '../panels/lazy-member-error.js'
import type {ObjectMember} from '../state/types.js'
import {FormField} from './form-field.js'
import {columnsOf, FormFieldSet} from './form-fieldset.js'

export interface FormMembersProps {
  members: ObjectMember[]
  /** Patches relative to the object holding the members. */
  onChange: OnPatch
  renderInput: RenderInput
  /** The object's id (fieldsets keep their collapsed state under `<id>.fieldset:<name>`). */
  objectId?: string
  /** The object is read-only: error panels hide their fixes. */
  readOnly?: boolean
  /** Lay the fields out in this many columns (the object type's `options.columns`). */
  columns?: number
}

function MemberList({
  members,
  onChange,
  renderInput,
  objectId = '(root)',
  readOnly = false,
}: FormMembersProps) {
  return members.map((member) => {
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
        <FormFieldSet key={member.key} id={`${objectId}.fieldset:${fieldSet.name}`} fieldSet={fieldSet}>
          <FormMembers
            members={fieldSet.members}
            onChange={onChange}
            renderInput={renderInput}
            objectId={objectId}
            readOnly={readOnly}
            columns={fieldSet.columns}
          />
        </FormFieldSet>
      )
    }
    if (member.kind !== 'error')
      return <UnknownMember key={String((member as {key?: unknown}).key)} member={member} />
    return (
      <LazyMemberError
        key={member.key}
        member={member}
        onChange={onChange}
        readOnly={readOnly}
        schemaType={member.schemaType}
      />
    )
  })
}

/** An object's members in order: fields, fieldsets and errors, in one column or a grid. */
export const FormMembers = memo(function FormMembers(props: FormMembersProps) {
  const columns = columnsOf(props.columns)
  if (columns > 1) {
    // Columns collapse to one on narrow screens, so fields never get too thin to type into.
    return (
      <Grid gridTemplateColumns={[1, 1, columns]} gap={4} data-columns={columns}>
        <MemberList {...props} />
      </Grid>
    )
  }
  return (
    <Stack gap={5}>
      <MemberList {...props} />
    </Stack>
  )
})

/** A member kind this form does not know (a newer form state, a plugin's): said, not dropped silently. */
function UnknownMember({member}: {member: unknown}) {
  const kind = (member as {kind?: unknown}).kind
  return (
    <Card padding={3} radius={2} tone="critical" border>
      <Text size={1}>Unknown member kind: {String(kind)}</Text>
    </Card>
  )
}
