import type {ConditionalCallbackContext, Schema} from '@tessera/types'

/** The signed-in user as resolvers see it (the same shape hidden/readOnly callbacks get). */
export type InitialValueUser = ConditionalCallbackContext['currentUser']

/**
 * What the caller (the workspace kernel) hands to initial-value resolvers. Kept generic so this layer
 * does not depend on the store: a client factory, the current user and anything else a resolver needs.
 */
export interface InitialValueContext {
  currentUser?: InitialValueUser
  getClient?: (options: {apiVersion: string}) => unknown
  projectId?: string
  dataset?: string
  [extra: string]: unknown
}

/** The context a resolver receives: the caller's context plus the schema being resolved against. */
export interface InitialValueResolverContext extends InitialValueContext {
  schema: Schema
}

/**
 * A function computing an initial value. Declared through a method so that a resolver typed with
 * narrower parameters (`(params: {id: string}) => ...`) still fits in a list of templates.
 */
export type InitialValueResolver<Params = Record<string, unknown>, Value = unknown> = {
  resolve(params: Params, context: InitialValueResolverContext): Value | Promise<Value>
}['resolve']

/** A parameter a template accepts (shown as a field when the studio asks for it). */
export interface TemplateParameter {
  name: string
  type: string
  title?: string
  description?: string
  options?: Record<string, unknown>
  [extra: string]: unknown
}

/** An object value of a template: the initial content of a new document. */
export type TemplateValue = Record<string, unknown>

/** A template as configured: `title` and `value` may be left out and get defaults from the schema. */
export interface TemplateDefinition<Params = Record<string, unknown>> {
  id: string
  schemaType: string
  title?: string
  description?: string
  icon?: unknown
  /** An object, or a resolver returning one. Defaults to an object with only `_type`. */
  value?: TemplateValue | InitialValueResolver<Params, TemplateValue>
  parameters?: TemplateParameter[]
  i18n?: {title?: {key: string; ns: string}}
}

/** A prepared template (see `prepareTemplates`): every property the studio reads is present. */
export interface Template<Params = Record<string, unknown>> extends TemplateDefinition<Params> {
  title: string
  value: TemplateValue | InitialValueResolver<Params, TemplateValue>
}

/** An entry of the new-document menu (or a reference's create menu) pointing to a template. */
export interface TemplateItem {
  templateId: string
  parameters?: Record<string, unknown>
  initialDocumentId?: string
  title?: string
  description?: string
  icon?: unknown
}

/** A template item joined with its template: what the new-document menu lists. */
export interface NewDocumentOption {
  templateId: string
  schemaType: string
  title: string
  subtitle?: string
  description?: string
  icon?: unknown
  initialDocumentId?: string
  parameters?: Record<string, unknown>
}

/** Where warnings and errors of initial-value loading go (defaults to the console). */
export interface InitialValueLogger {
  warn(message: string): void
  error(message: string, error?: unknown): void
}

/** spec/002 §4: loading, then success with a value, or error. */
export type InitialValueState =
  | {status: 'loading'}
  | {status: 'success'; value: TemplateValue; warnings: string[]}
  | {status: 'error'; error: Error; warnings: string[]}

export type SettledInitialValueState = Exclude<InitialValueState, {status: 'loading'}>
