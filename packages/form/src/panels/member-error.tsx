import {Card, Text} from '@sanity/ui'
import type {OnPatch} from '../inputs/input-props.js'
import type {ErrorMember} from '../state/types.js'

export interface MemberErrorProps {
  member: ErrorMember
  /** Patches relative to the node holding the member (the object for a field, the array for items). */
  onChange: OnPatch
  readOnly: boolean
}

/** A member that cannot be edited as it is, with its fix (spec/001 §5, §8). (Placeholder.) */
export function MemberError({member}: MemberErrorProps) {
  return (
    <Card padding={3} radius={2} tone="caution" border data-error={member.error.type}>
      <Text size={1}>
        {member.name}: {member.error.type}
      </Text>
    </Card>
  )
}
