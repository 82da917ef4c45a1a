/** The layout of an object's fields: fieldsets in the order their first field appears. */
import type {CompiledFieldset, FieldsetDefinition, ObjectField} from '@tessera/types'
import {startCase} from '../names.js'

type MultiFieldset = Extract<CompiledFieldset, {fields: ObjectField[]}>

export function compileFieldsets(
  fields: ObjectField[],
  definitions: FieldsetDefinition[] = [],
): CompiledFieldset[] {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]))
  const started = new Map<string, MultiFieldset>()
  const layout: CompiledFieldset[] = []
  for (const field of fields) {
    const definition = field.fieldset === undefined ? undefined : byName.get(field.fieldset)
    if (!definition) {
      // No fieldset, or an unknown one (reported as a problem): the field stands alone.
      layout.push({single: true, field})
      continue
    }
    let fieldset = started.get(definition.name)
    if (!fieldset) {
      fieldset = multiFieldset(definition)
      started.set(definition.name, fieldset)
      layout.push(fieldset)
    }
    fieldset.fields.push(field)
  }
  return layout
}

function multiFieldset(definition: FieldsetDefinition): MultiFieldset {
  const fieldset: MultiFieldset = {
    name: definition.name,
    title: definition.title ?? startCase(definition.name),
    fields: [],
  }
  if (definition.description !== undefined) fieldset.description = definition.description
  if (definition.hidden !== undefined) fieldset.hidden = definition.hidden
  if (definition.readOnly !== undefined) fieldset.readOnly = definition.readOnly
  if (definition.options !== undefined) fieldset.options = definition.options
  return fieldset
}
