import {ChevronDownIcon} from '@sanity/icons/ChevronDown'
import {ChevronRightIcon} from '@sanity/icons/ChevronRight'
import {Button, Card} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import {memo, type ReactNode} from 'react'
import type {FieldSetMember} from '../state/types.js'
import {useFormContext} from './form-context.js'

export interface FormFieldSetProps {
  /** The id the collapsed state is kept under (`<object id>.fieldset:<name>`). */
  id: string
  fieldSet: FieldSetMember['fieldSet']
  children: ReactNode
}

/**
 * A fieldset: its title (a toggle when collapsible), description, and its fields, in columns when the
 * fieldset asks for them. A collapsed fieldset renders no fields, so typing elsewhere stays cheap.
 */
export const FormFieldSet = memo(function FormFieldSet({id, fieldSet, children}: FormFieldSetProps) {
  const {onToggleFieldSet} = useFormContext()
  const title = fieldSet.title ?? fieldSet.name
  const contentId = `${id}-content`
  return (
    <Card padding={3} radius={2} border data-fieldset={fieldSet.name} data-collapsed={fieldSet.collapsed}>
      <Stack gap={4}>
        {fieldSet.collapsible ? (
          <Button
            mode="bleed"
            padding={1}
            justify="flex-start"
            icon={fieldSet.collapsed ? ChevronRightIcon : ChevronDownIcon}
            text={title}
            fontSize={1}
            aria-expanded={!fieldSet.collapsed}
            aria-controls={contentId}
            onClick={() => onToggleFieldSet?.(id, !fieldSet.collapsed)}
          />
        ) : (
          <Text size={1} weight="semibold">
            {title}
          </Text>
        )}
        {fieldSet.description && !fieldSet.collapsed && (
          <Text size={1} muted>
            {fieldSet.description}
          </Text>
        )}
        {!fieldSet.collapsed && <Box id={contentId}>{children}</Box>}
      </Stack>
    </Card>
  )
})

/** How many columns a fieldset or object lays its fields out in: 1 unless it asks for more. */
export function columnsOf(columns: unknown): number {
  return typeof columns === 'number' && columns > 1 ? Math.floor(columns) : 1
}
