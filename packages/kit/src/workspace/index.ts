export {WorkspaceProvider, type WorkspaceProviderProps} from './workspace-provider.js'
export {missingProviderMessage} from './workspace-context.js'
export type {WorkspaceContextValue, WorkspaceInfo} from './types.js'
export {I18nProvider, type I18nProviderProps} from './i18n-provider.js'
