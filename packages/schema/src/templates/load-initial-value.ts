import type {Schema} from '@tessera/types'
import {findTemplateById} from './lookup.js'
import {templateMessages} from './messages.js'
import {resolveInitialValue} from './resolve-initial-value.js'
import type {
  InitialValueContext,
  InitialValueLogger,
  InitialValueState,
  SettledInitialValueState,
  Template,
} from './types.js'

export interface LoadInitialValueOptions {
  schema: Schema
  templates: readonly Template[]
  /** The type of the document being opened. */
  documentType: string
  /** The template asked for; without one, the type's default template (id = type name) if any. */
  templateName?: string
  templateParams?: Record<string, unknown>
  context?: InitialValueContext
  /** An existing document needs no initial value: nothing is resolved. */
  documentExists?: boolean
  /** Receives the warning and error messages; the console when not given. */
  logger?: InitialValueLogger
  /** Called with each state: 'loading' first, then the settled state (also the returned value). */
  onState?: (state: InitialValueState) => void
}

/**
 * The initial-value loading of a document pane (spec/002 §4): loading, then success with a value or
 * error. Never rejects: a failure is logged as 'Failed to resolve initial value' and returned as the
 * error state. An unknown template name gives the empty value `{_type}` and the warning
 * 'Template "{name}" not defined, using empty initial value' (logged and listed in `warnings`).
 */
export async function loadInitialValue(options: LoadInitialValueOptions): Promise<SettledInitialValueState> {
  const {schema, templates, documentType, templateName, templateParams, context, onState} = options
  const logger = options.logger ?? console
  const warnings: string[] = []
  const settle = (state: SettledInitialValueState): SettledInitialValueState => {
    onState?.(state)
    return state
  }
  const empty = () => settle({status: 'success', value: {_type: documentType}, warnings})

  onState?.({status: 'loading'})
  if (options.documentExists) return empty()

  const template = findTemplateById(templates, templateName ?? documentType)
  if (!template) {
    if (templateName !== undefined) {
      const warning = templateMessages.templateNotDefined(templateName)
      warnings.push(warning)
      logger.warn(warning)
    }
    return empty()
  }

  try {
    if (template.schemaType !== documentType) {
      throw new Error(templateMessages.wrongDocumentType(template.id, template.schemaType, documentType))
    }
    const value = await resolveInitialValue(schema, template, templateParams, context)
    return settle({status: 'success', value, warnings})
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught))
    logger.error(templateMessages.failedToResolve, error)
    return settle({status: 'error', error, warnings})
  }
}
