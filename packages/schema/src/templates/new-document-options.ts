import type {Schema} from '@tessera/types'
import {findTemplateById} from './lookup.js'
import {templateMessages} from './messages.js'
import type {NewDocumentOption, Template, TemplateItem} from './types.js'

export interface ResolveNewDocumentOptionsOptions {
  /** When given, an option whose title differs from its type's title gets the type's title as subtitle. */
  schema?: Schema
}

/** Templates that need no parameters: the new-document menu's options when none are configured. */
function defaultItems(templates: readonly Template[]): TemplateItem[] {
  return templates
    .filter((template) => !template.parameters || template.parameters.length === 0)
    .map((template) => ({templateId: template.id}))
}

/**
 * Joins new-document items with their templates (spec/000 §3, §5). Every item must refer to an existing
 * template id: otherwise 'New-document option at index {i}: template not found: "{id}"' is thrown.
 * Item properties win over the template's; without items, every template without parameters is listed.
 */
export function resolveNewDocumentOptions(
  templates: readonly Template[],
  items: readonly TemplateItem[] = defaultItems(templates),
  options: ResolveNewDocumentOptionsOptions = {},
): NewDocumentOption[] {
  return items.map((item, index): NewDocumentOption => {
    if (typeof item?.templateId !== 'string' || item.templateId === '') {
      throw new Error(templateMessages.optionWithoutTemplateId(index))
    }
    const template = findTemplateById(templates, item.templateId)
    if (!template) throw new Error(templateMessages.optionTemplateNotFound(index, item.templateId))

    const title = item.title ?? template.title
    const typeTitle = options.schema?.get(template.schemaType)?.title
    const option: NewDocumentOption = {templateId: template.id, schemaType: template.schemaType, title}
    if (typeTitle !== undefined && typeTitle !== title) option.subtitle = typeTitle
    const description = item.description ?? template.description
    if (description !== undefined) option.description = description
    const icon = item.icon ?? template.icon
    if (icon !== undefined) option.icon = icon
    if (item.initialDocumentId !== undefined) option.initialDocumentId = item.initialDocumentId
    if (item.parameters !== undefined) option.parameters = item.parameters
    return option
  })
}
