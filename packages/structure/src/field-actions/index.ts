export {FIELD_ACTIONS_PROPERTY, fieldActionsResolver, resolveFieldActions} from './resolve-field-actions.js'
export type {DocumentFieldAction} from './types.js'
export {useDocumentFieldActions} from './use-document-field-actions.js'
