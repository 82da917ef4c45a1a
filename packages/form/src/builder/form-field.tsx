import {ChevronDownIcon} from '@sanity/icons/ChevronDown'
import {ChevronRightIcon} from '@sanity/icons/ChevronRight'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {memo, useCallback, type ReactNode} from 'react'
import {FieldActionsMenu} from '../field-actions/field-actions-menu.js'
import {prefixPatches, type FormPatch} from '../patch/patches.js'
import {FieldPresence} from '../presence/field-presence.js'
import {objectCollapseId, type FormNode} from '../state/types.js'
import {FieldValidationStatus, fieldTone} from '../validation/field-validation-status.js'
import {useFormContext} from './form-context.js'
import {useLiveNode} from './live-nodes.js'

export interface FormFieldProps {
  name: string
  node: FormNode
  /** Patches relative to the parent object: this field prefixes its name. */
  onChange: (patches: FormPatch[]) => void
  renderInput: (node: FormNode, onChange: (patches: FormPatch[]) => void) => ReactNode
}

const LEVEL_TONES = {error: 'critical', warning: 'caution', info: 'primary'} as const

/**
 * A field: its title with the validation status and the avatars of the people at it, its description,
 * the input (on a card whose tone is the worst validation level, or transparent when read-only: inputs
 * take their border colours from it), and its validation messages.
 */
export const FormField = memo(function FormField({name, node, onChange, renderInput}: FormFieldProps) {
  const onInputChange = useCallback(
    (patches: FormPatch[]) => onChange(prefixPatches(patches, name)),
    [onChange, name],
  )
  const {onToggleFieldSet, loading} = useFormContext()
  const title = node.schemaType.title ?? name
  const tone = fieldTone(node.validation, node.readOnly && !loading)
  // An object field of a collapsible type: its title opens and closes it; closed, its fields are not
  // rendered (nor their inputs' cost).
  const collapsible = node.kind === 'object' && node.collapsible === true
  const collapsed = collapsible && node.kind === 'object' && node.collapsed === true
  const contentId = `${node.id}-content`
  // After a keystroke the form may keep its rendered tree and hand a field its new node alone (see
  // live-nodes.ts): only a value changed then, so the title, the status, the presence and the card
  // stay as rendered here, and the two parts that read the value (the input and the field's actions)
  // take the new node themselves.
  return (
    <Stack gap={2} data-field={node.id} data-collapsed={collapsible ? collapsed : undefined}>
      <Flex align="center" gap={2}>
        {collapsible ? (
          <Button
            mode="bleed"
            padding={1}
            justify="flex-start"
            icon={collapsed ? ChevronRightIcon : ChevronDownIcon}
            text={title}
            fontSize={1}
            aria-expanded={!collapsed}
            aria-controls={contentId}
            onClick={() => onToggleFieldSet?.(objectCollapseId(node.id), !collapsed)}
          />
        ) : (
          <Text as="label" htmlFor={node.id} size={1} weight="medium">
            {title}
          </Text>
        )}
        <FieldValidationStatus validation={node.validation} />
        <Box flex={1} />
        <FieldPresence presence={node.presence} />
        <FieldActions node={node} title={title} onChange={onInputChange} />
      </Flex>
      {node.schemaType.description && !collapsed && (
        <Text size={1} muted>
          {node.schemaType.description}
        </Text>
      )}
      {!collapsed && (
        <Card id={contentId} tone={tone} radius={2} data-tone={tone} style={TRANSPARENT}>
          <FieldInput node={node} onChange={onInputChange} renderInput={renderInput} />
        </Card>
      )}
      {node.validation.map((marker, index) => (
        <Card key={index} padding={2} radius={2} tone={LEVEL_TONES[marker.level]} data-level={marker.level}>
          <Text size={1}>{marker.message}</Text>
        </Card>
      ))}
    </Stack>
  )
})

const TRANSPARENT = {background: 'transparent'}

interface FieldPartProps {
  node: FormNode
  onChange: (patches: FormPatch[]) => void
}

/** The field's input, given the field's newest node. */
function FieldInput({
  node: renderedNode,
  onChange,
  renderInput,
}: FieldPartProps & Pick<FormFieldProps, 'renderInput'>) {
  const node = useLiveNode(renderedNode)
  return renderInput(node, onChange)
}

/** The field's actions ('…' menu), resolved with the field's newest value. */
function FieldActions({node: renderedNode, onChange, title}: FieldPartProps & {title: string}) {
  const node = useLiveNode(renderedNode)
  const {fieldActions, documentId} = useFormContext()
  const actions = fieldActions?.({
    path: node.path,
    schemaType: node.schemaType,
    documentId,
    value: node.value,
    onChange,
  })
  if (!actions || actions.length === 0) return null
  return <FieldActionsMenu id={node.id} fieldTitle={title} actions={actions} />
}
