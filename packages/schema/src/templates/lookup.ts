import {templateMessages} from './messages.js'
import type {Template} from './types.js'

/** The template with this id, or undefined. */
export function findTemplateById(templates: readonly Template[], id: string): Template | undefined {
  return templates.find((template) => template.id === id)
}

/** The template with this id; throws 'template not found: "{id}"' when there is none. */
export function getTemplateById(templates: readonly Template[], id: string): Template {
  const template = findTemplateById(templates, id)
  if (!template) throw new Error(templateMessages.templateNotFound(id))
  return template
}

/** The templates that create documents of this schema type. */
export function getTemplatesBySchemaType(templates: readonly Template[], schemaType: string): Template[] {
  return templates.filter((template) => template.schemaType === schemaType)
}
