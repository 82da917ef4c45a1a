/** spec/001 §9: uploads that run at once. */
export const MAX_CONCURRENT_UPLOADS = 4
/** spec/001 §4, §9: an upload whose last update is older than this is stale. */
export const STALE_UPLOAD_MS = 120_000
/** spec/001 §4: progress shown as soon as an upload starts; the upload's own 0–100 maps into 2–100. */
export const INITIAL_UPLOAD_PROGRESS = 2
/** spec/002 §9: assets listed per page in the asset library. */
export const ASSET_PAGE_SIZE = 200
/** spec/002 §9: referring documents read per asset (usage and delete dialogs). */
export const REFERRING_DOCUMENTS_LIMIT = 101
/** spec/002 §7: the API version of the asset list query. */
export const ASSET_LIST_API_VERSION = '2023-02-14'
