export {createGrantsStore, GRANTS_CACHE_WINDOW_MS} from './grants-store.js'
export type {GrantsStore, GrantsStoreOptions} from './grants-store.js'
export {
  DEBUG_MARKER,
  DEBUG_ROLE_PRESETS,
  RESTRICTED_DEBUG_TYPES,
  debugGrants,
  debugRolesFromHash,
  parseDebugHash,
} from './debug-roles.js'
export {createGrantEvaluator} from './evaluate-grants.js'
export type {GrantEvaluator} from './evaluate-grants.js'
export {requiredPermissions} from './operation-permissions.js'
export {
  ACTIONS as PERMISSION_ACTIONS,
  MISSING_PROJECT_OR_DATASET,
  NO_DOCUMENT_GRANTS,
  describeRoles,
  operationDenied,
  permissionMessage,
} from './messages.js'
export type {Denial, PermissionMessageContext, RoleLike} from './messages.js'
export type * from './types.js'
