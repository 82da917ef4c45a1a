import type {AssetName} from '../asset-names.js'

/**
 * Where the original bytes of uploaded assets are kept, shared by every lake process that serves the
 * same datasets: a directory (on a shared volume: directory-asset-files.ts) or an S3-compatible
 * object store (s3-asset-files.ts). Names are content-addressed (sha1), so writing a name twice, from
 * two processes at once, stores the same bytes.
 */
export interface AssetFiles {
  /** Where the files are, for messages: a directory, or `s3://bucket/prefix`. */
  readonly location: string
  /** Stores an original; called once its asset document is committed. */
  put(dataset: string, name: AssetName, bytes: Uint8Array): Promise<void>
  /** Whether the original is stored. */
  has(dataset: string, name: AssetName): Promise<boolean>
  /**
   * A path on this machine holding the original (the object store's files are copied to the local
   * assets directory on first use), or undefined when it is not stored. Serving and image transforms
   * read this path.
   */
  localPath(dataset: string, name: AssetName): Promise<string | undefined>
  close(): Promise<void>
}
