import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {isValidDatasetName} from '../documents/ids.js'
import {writeAtomically} from './files/directory-asset-files.js'

/**
 * The lake's local asset directory, under `<assets dir>/<dataset>/` (`<lake dir>/assets` unless the
 * lake is given another): `cache/<key>.<ext>` holds transformed images, keyed by file and normalized
 * parameters. The originals are the lake's `AssetFiles` (files/asset-files.ts): in this directory
 * too, or copied here from an object store.
 *
 * Every path is built from a validated dataset name and a key made by the lake, never from raw
 * request text.
 */
export class AssetStore {
  readonly root: string

  constructor(assetsDir: string) {
    this.root = assetsDir
  }

  datasetDir(dataset: string): string {
    if (!isValidDatasetName(dataset)) throw new Error(`Invalid dataset name ${JSON.stringify(dataset)}`)
    return join(this.root, dataset)
  }

  cacheDir(dataset: string): string {
    return join(this.datasetDir(dataset), 'cache')
  }

  /** `key` is a hex digest made by the caller. */
  cachePath(dataset: string, key: string, extension: string): string {
    if (!/^[a-f0-9]{16,128}$/.test(key) || !/^[a-z0-9]{1,10}$/.test(extension)) {
      throw new Error('Invalid cache key')
    }
    return join(this.cacheDir(dataset), `${key}.${extension}`)
  }

  /** Writes a whole file atomically (temporary file, then rename), for the transform cache. */
  writeAtomically(finalPath: string, bytes: Uint8Array): Promise<void> {
    return writeAtomically(finalPath, bytes)
  }

  exists(path: string): boolean {
    return existsSync(path)
  }
}
