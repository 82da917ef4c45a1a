import {randomBytes} from 'node:crypto'
import {existsSync} from 'node:fs'
import {mkdir, rename, rm, writeFile} from 'node:fs/promises'
import {join} from 'node:path'
import {isValidDatasetName} from '../documents/ids.js'
import {kindSegment, storedFileName, type AssetName} from './asset-names.js'

/**
 * The asset files of a lake, under `<assets dir>/<dataset>/` (`<lake dir>/assets` unless the lake is
 * given a directory that several processes share):
 *
 * - `images/<sha1>-<w>x<h>.<ext>` and `files/<sha1>.<ext>`: the uploaded bytes, content-addressed;
 * - `cache/<key>.<ext>`: transformed images, keyed by file and normalized parameters;
 * - `tmp/`: uploads in flight, moved into place once their document is committed.
 *
 * Every path is built from a validated dataset name and a name from `asset-names.ts`, never from raw
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

  originalPath(dataset: string, name: AssetName): string {
    return join(this.datasetDir(dataset), kindSegment(name.kind), storedFileName(name))
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

  /** Writes bytes to a fresh temporary file of the dataset; the caller moves it in place or removes it. */
  async writeTemporary(dataset: string, bytes: Uint8Array): Promise<string> {
    const dir = join(this.datasetDir(dataset), 'tmp')
    await mkdir(dir, {recursive: true})
    const path = join(dir, `${randomBytes(12).toString('hex')}.part`)
    await writeFile(path, bytes)
    return path
  }

  /**
   * Moves a temporary file to its final path. Content addressing makes an existing file identical, so
   * a concurrent upload of the same bytes is harmless.
   */
  async moveIntoPlace(temporary: string, finalPath: string): Promise<void> {
    await mkdir(join(finalPath, '..'), {recursive: true})
    await rename(temporary, finalPath)
  }

  async discard(path: string): Promise<void> {
    await rm(path, {force: true})
  }

  /** Writes a whole file atomically (temporary file, then rename), for the transform cache. */
  async writeAtomically(finalPath: string, bytes: Uint8Array): Promise<void> {
    await mkdir(join(finalPath, '..'), {recursive: true})
    const temporary = `${finalPath}.${randomBytes(6).toString('hex')}.part`
    try {
      await writeFile(temporary, bytes)
      await rename(temporary, finalPath)
    } catch (err) {
      await rm(temporary, {force: true})
      throw err
    }
  }

  exists(path: string): boolean {
    return existsSync(path)
  }
}
