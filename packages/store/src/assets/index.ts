export {createAssetStore} from './asset-store.js'
export {groupUsage} from './asset-requests.js'
export type {AssetListOptions, AssetStore, AssetUsage, UploadFile} from './asset-store.js'
export {acceptFilter, acceptsFile, acceptsOnlyImages, parseAccept, type AcceptList} from './accept.js'
export {ASSET_DOCUMENT_TYPES} from './asset-types.js'
export type {
  AssetDocument,
  AssetKind,
  ExtractableMetadata,
  UploadEvent,
  UploadOptions,
} from './asset-types.js'
export * from './constants.js'
export {hashFile} from './hash-file.js'
export {createUploadQueue, type UploadQueue} from './upload-queue.js'
