import type {FlatPlugin} from '@tessera/kit'
import {
  defaultTemplatesForSchema,
  prepareTemplates,
  resolveNewDocumentOptions,
  type NewDocumentOption,
  type Template,
  type TemplateDefinition,
  type TemplateItem,
} from '@tessera/schema'
import type {Schema} from '@tessera/types'
import type {ConfigContext} from '../config/types.js'
import {resolveMessages} from './messages.js'
import type {WorkspaceLocation} from './problems.js'
import {reduceList} from './reduce-list.js'
import type {ResolveProblem} from './types.js'

export interface ResolvedTemplates {
  templates: Template[]
  newDocumentOptions: NewDocumentOption[]
}

/**
 * Templates start from one default per document type, so a reducer can also drop defaults; then
 * `prepareTemplates` checks them against the schema. New-document options start from every template
 * without parameters and must each name an existing template (spec 000 §5).
 */
export function resolveTemplates(
  plugins: readonly FlatPlugin<object>[],
  schema: Schema,
  context: ConfigContext,
  problems: ResolveProblem[],
  location: WorkspaceLocation,
): ResolvedTemplates | undefined {
  const definitions = reduceList<TemplateDefinition>(
    plugins,
    'schema.templates',
    defaultTemplatesForSchema(schema),
    context,
    problems,
    location,
  )
  if (definitions === undefined) return undefined

  let templates: Template[]
  try {
    templates = prepareTemplates(schema, definitions)
  } catch (error) {
    problems.push({
      kind: 'templates',
      severity: 'error',
      message: error instanceof Error ? error.message : String(error),
      ...location,
      property: 'schema.templates',
    })
    return undefined
  }

  const items = reduceList<TemplateItem>(
    plugins,
    'document.newDocumentOptions',
    templates
      .filter((template) => !template.parameters || template.parameters.length === 0)
      .map((template) => ({templateId: template.id})),
    context,
    problems,
    location,
  )
  if (items === undefined) return undefined
  try {
    return {templates, newDocumentOptions: resolveNewDocumentOptions(templates, items, {schema})}
  } catch (error) {
    problems.push({
      kind: 'new-document-options',
      severity: 'error',
      message: resolveMessages.newDocumentOptionUnknownTemplate(),
      detail: error instanceof Error ? error.message : String(error),
      ...location,
      property: 'document.newDocumentOptions',
    })
    return undefined
  }
}
