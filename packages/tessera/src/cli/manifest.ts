import {existsSync, readFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

export interface TesseraManifest {
  /** The `tessera` package's directory (templates live there). */
  root: string
  version: string
}

let manifest: TesseraManifest | undefined

/**
 * The `tessera` package's own directory and version, found by walking up from this module: the build
 * splits code into chunks, so the module's depth under the package is not fixed.
 */
export function tesseraManifest(): TesseraManifest {
  if (manifest) return manifest
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const read = JSON.parse(readFileSync(file, 'utf8')) as {name?: string; version?: string}
      if (read.name === 'tessera' && read.version) return (manifest = {root: dir, version: read.version})
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error('The tessera package has no package.json above ' + import.meta.url)
    dir = parent
  }
}
