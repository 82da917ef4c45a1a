export {
  createPreviewStore,
  type DocumentPairAvailability,
  type PreviewStore,
  type PreviewStoreOptions,
} from './preview-store.js'
export {
  AVAILABILITY_NOT_FOUND,
  AVAILABILITY_PERMISSION_DENIED,
  AVAILABILITY_READABLE,
  availabilityFromResponse,
  chunkIdsForUrl,
  createAvailabilityChecker,
  type AvailabilityReason,
  type AvailabilityResponse,
  type DocumentAvailability,
} from './availability.js'
export {
  fetchFields,
  normalizeFields,
  previewQuery,
  type FieldRequest,
  type PreviewDocument,
} from './field-fetch.js'
export {createFieldObserver, type ObserveFields, type ObserveOptions} from './observe-fields.js'
export {createPathObserver, type ObservePaths, type PreviewPath} from './observe-paths.js'
export {createGlobalListener, type GlobalListener} from './global-listener.js'
export {windowedBatch} from './windowed-batch.js'
export {
  AVAILABILITY_CONCURRENCY,
  AVAILABILITY_RECHECK_MS,
  AVAILABILITY_URL_LIMIT,
  AVAILABILITY_WINDOW_MS,
  OTHER_DATASET_FETCH_WINDOW_MS,
  PREVIEW_FETCH_WINDOW_MS,
  PREVIEW_REFETCH_WINDOW_MS,
  PREVIEW_REFRESH_INTERVAL_MS,
} from './constants.js'
