export {createConnectionStore, browserOnline$} from './connection-store.js'
export type {ConnectionState, ConnectionStore, ConnectionStoreOptions} from './connection-store.js'
export {INITIAL_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, retryDelay} from './backoff.js'
