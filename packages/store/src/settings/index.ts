export {createKeyValueStore, NAMESPACE_SEPARATOR, settingsKey} from './key-value-store.js'
export type {
  KeyValueStore,
  KeyValueStoreOptions,
  NamespacedSettings,
  SettingsLogger,
} from './key-value-store.js'
export {browserLocalStorage, createMemoryStorage} from './memory-storage.js'
export type {StorageLike} from './memory-storage.js'
