import type {Schema, ValidationMarker} from '@tessera/types'
import {formatMessage, type ValidationI18n} from './messages.js'
import {createValidationRun} from './run.js'
import type {ValidationClient, ValidationContext, ValidationDocument, ValidationOptions} from './types.js'
import {validateNode} from './validate-value.js'

export interface ValidateDocumentOptions extends ValidationOptions {
  document: ValidationDocument
  schema: Schema
  /** For checks that need data: reference existence, slug uniqueness. */
  client?: ValidationClient
  getDocumentExists?: ValidationContext['getDocumentExists']
  i18n?: ValidationI18n
}

/**
 * Validates a whole document against its schema type (spec/001 §5). A document whose type is not in the
 * schema gives one warning and is skipped; an exception gives one error. Never rejects.
 */
export async function validateDocument(options: ValidateDocumentOptions): Promise<ValidationMarker[]> {
  const {document, schema, client, getDocumentExists, i18n} = options
  try {
    const type = typeof document._type === 'string' ? schema.get(document._type) : undefined
    if (!type) {
      const missing = formatMessage('documentTypeMissing', {type: String(document._type)}, i18n)
      return [{level: 'warning', ...missing, path: []}]
    }
    const context: ValidationContext = {
      client,
      document,
      path: [],
      parent: undefined,
      type,
      schema,
      getDocumentExists,
      i18n,
    }
    return await validateNode(type, document, context, createValidationRun(options))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return [{level: 'error', ...formatMessage('documentException', {message}, i18n), path: []}]
  }
}
