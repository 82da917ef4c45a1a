import {Button, Select} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import type {FormFieldGroup} from '../state/types.js'
import {useFormText} from '../i18n/form-strings.js'

export interface FormGroupsProps {
  groups: FormFieldGroup[]
  onSelect: (name: string) => void
}

/**
 * The object's field groups (the form state puts 'All fields' first): tabs from the small-screen
 * breakpoint up, a dropdown select below it, where a row of tabs would wrap into a wall of buttons.
 */
export function FormGroups({groups, onSelect}: FormGroupsProps) {
  const t = useFormText()
  if (groups.length === 0) return null
  const selected = groups.find((group) => group.selected)?.name
  return (
    <>
      <Box display={['none', 'none', 'block']} data-testid="field-group-tabs">
        <Flex role="tablist" aria-label={t('groups.label')} gap={1} wrap="wrap">
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
      </Box>
      <Box display={['block', 'block', 'none']} data-testid="field-group-select">
        <Select
          aria-label={t('groups.select')}
          fontSize={1}
          value={selected}
          onChange={(event) => onSelect(event.currentTarget.value)}
        >
          {groups.map((group) => (
            <option key={group.name} value={group.name}>
              {group.title}
            </option>
          ))}
        </Select>
      </Box>
    </>
  )
}
