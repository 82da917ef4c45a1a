import {randomBytes} from 'node:crypto'
import {existsSync} from 'node:fs'
import {mkdir, rename, rm, writeFile} from 'node:fs/promises'
import {dirname, join} from 'node:path'
import {isValidDatasetName} from '../../documents/ids.js'
import {kindSegment, storedFileName, type AssetName} from '../asset-names.js'
import type {AssetFiles} from './asset-files.js'

/**
 * Originals in a directory: `<dir>/<dataset>/images/<sha1>-<w>x<h>.<ext>` and
 * `<dir>/<dataset>/files/<sha1>.<ext>`. Paths are built from a validated dataset name and a parsed
 * asset name, never from request text.
 */
export class DirectoryAssetFiles implements AssetFiles {
  constructor(readonly location: string) {}

  path(dataset: string, name: AssetName): string {
    if (!isValidDatasetName(dataset)) throw new Error(`Invalid dataset name ${JSON.stringify(dataset)}`)
    return join(this.location, dataset, kindSegment(name.kind), storedFileName(name))
  }

  async put(dataset: string, name: AssetName, bytes: Uint8Array): Promise<void> {
    await writeAtomically(this.path(dataset, name), bytes)
  }

  has(dataset: string, name: AssetName): Promise<boolean> {
    return Promise.resolve(existsSync(this.path(dataset, name)))
  }

  localPath(dataset: string, name: AssetName): Promise<string | undefined> {
    const path = this.path(dataset, name)
    return Promise.resolve(existsSync(path) ? path : undefined)
  }

  async close(): Promise<void> {}
}

/**
 * Writes a file whole or not at all: a temporary file beside it, then a rename (atomic on one file
 * system, so readers, and processes writing the same content-addressed file at once, never see half).
 */
export async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), {recursive: true})
  const temporary = `${path}.${randomBytes(6).toString('hex')}.part`
  try {
    await writeFile(temporary, bytes)
    await rename(temporary, path)
  } catch (err) {
    await rm(temporary, {force: true})
    throw err
  }
}
