export {latestAfterPaint} from './latest-after-paint.js'
export {AFTER_IDLE_TIMEOUT_MS, useAfterIdle, whenIdle} from './use-after-idle.js'
export {createCodeLoader, useLoadedCode, type CodeLoader} from './use-loaded-code.js'
export {useObservable} from './use-observable.js'
export {createValueStore, useValueStore, type ValueStore} from './value-store.js'
export {
  useClient,
  useCurrentUser,
  useDocumentStore,
  useI18n,
  useKernel,
  useSchema,
  useWorkspace,
} from './use-workspace.js'
export {useEditState} from './use-edit-state.js'
export {useImageUrls} from './use-image-urls.js'
export {useConnectionState, useSaveState} from './use-save-state.js'
export {useDocumentOperations} from './use-document-operations.js'
export {
  useDocumentPairPermissions,
  usePermission,
  type DocumentPairPermissionsOptions,
} from './use-permission.js'
export {useUser} from './use-user.js'
export {useDocumentPresence, useGlobalPresence} from './use-presence.js'
export {useLocale} from './use-locale.js'
export {useTranslation, type TranslateFunction, type Translation} from './use-translation.js'
export {defaultText, interpolate, useTranslationWithDefaults} from './use-translation-with-defaults.js'
export {RELATIVE_TIME_REFRESH_MS, useRelativeTime} from './use-relative-time.js'
export {
  englishPermissionMessage,
  PERMISSION_TEXTS,
  usePermissionMessage,
  type PermissionMessage,
} from './use-permission-message.js'
export {
  PREVIEW_HIDE_DELAY_MS,
  PREVIEW_VISIBILITY_MARGIN_PX,
  useVisibility,
  type VisibilityOptions,
} from './use-visibility.js'
