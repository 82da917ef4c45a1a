import {Button, Flex} from '@sanity/ui'
import type {FormFieldGroup} from '../state/types.js'

export interface FormGroupsProps {
  groups: FormFieldGroup[]
  onSelect: (name: string) => void
}

/** The object's field groups as tabs (the form state puts 'All fields' first). */
export function FormGroups({groups, onSelect}: FormGroupsProps) {
  if (groups.length === 0) return null
  return (
    <Flex role="tablist" aria-label="Field groups" gap={1} wrap="wrap">
      {groups.map((group) => (
        <Button
          key={group.name}
          role="tab"
          aria-selected={group.selected}
          mode="bleed"
          fontSize={1}
          padding={2}
          selected={group.selected}
          text={group.title}
          onClick={() => onSelect(group.name)}
        />
      ))}
    </Flex>
  )
}
