import {createReadStream, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {pipeline} from 'node:stream/promises'
import {Parser, type ReadEntry} from 'tar'
import {CliError} from '../errors.js'
import {ASSETS_FILE, DATA_FILE, parseSanityAsset, sanityAssetsOf} from './archive-format.js'

/** What an archive may hold before it is refused (nothing is written to the lake before these pass). */
export const ARCHIVE_LIMITS = {
  /** The lake's own upload limit. */
  maxAssetBytes: 100 * 1024 * 1024,
  maxDataBytes: 1024 * 1024 * 1024,
  /** The lake's largest document. */
  maxDocumentBytes: 4 * 1024 * 1024,
  maxEntries: 200_000,
}

export interface ArchiveDocument {
  _id: string
  _type: string
  [key: string]: unknown
}

export interface ReadArchive {
  documents: ArchiveDocument[]
  /** Asset files by their archive path (`images/…`, `files/…`), on disk in a temporary folder. */
  assetFiles: Map<string, string>
  /** assets.json: editorial fields by asset id. */
  assetMeta: Record<string, Record<string, unknown>>
  /** Removes the temporary folder. */
  dispose(): void
}

const ASSET_PATH = /^(images|files)\/[A-Za-z0-9._-]+$/

/**
 * Reads an export archive (`.tar.gz`) or a bare `.ndjson` file. Each tar entry is checked before a
 * byte of it is kept: regular files and folders only, no absolute paths or `..`, sizes within
 * ARCHIVE_LIMITS (counted as written, not trusted from headers). Known entries go to a temporary
 * folder; then every NDJSON line must be a document and every `_sanityAsset` a file in the archive.
 * Any problem throws a CliError naming it, after removing the folder.
 */
export async function readArchive(file: string): Promise<ReadArchive> {
  const temp = mkdtempSync(join(tmpdir(), 'tessera-import-'))
  const dispose = () => rmSync(temp, {recursive: true, force: true})
  try {
    let dataFile: string | undefined
    let assetsJson: string | undefined
    const assetFiles = new Map<string, string>()
    if (/\.ndjson$/i.test(file)) {
      dataFile = file
    } else {
      const kept = await extractEntries(file, temp)
      dataFile = kept.get(DATA_FILE)
      assetsJson = kept.get(ASSETS_FILE)
      for (const [path, onDisk] of kept) if (ASSET_PATH.test(path)) assetFiles.set(path, onDisk)
    }
    if (!dataFile) throw new CliError(`${file} has no ${DATA_FILE}: it is not a dataset export`)
    const documents = parseDocuments(readFileSync(dataFile, 'utf8'))
    for (const document of documents) {
      for (const reference of sanityAssetsOf(document)) {
        const location = parseSanityAsset(reference)
        if (!location) throw new CliError(`Document ${document._id}: malformed asset "${reference}"`)
        if (!assetFiles.has(location.path)) {
          throw new CliError(`Document ${document._id}: the archive has no ${location.path}`)
        }
      }
    }
    const assetMeta = assetsJson ? parseAssetsJson(readFileSync(assetsJson, 'utf8')) : {}
    return {documents, assetFiles, assetMeta, dispose}
  } catch (err) {
    dispose()
    throw err
  }
}

/** Streams the tar, keeping `data.ndjson`, `assets.json`, `images/*` and `files/*` by their path. */
async function extractEntries(file: string, temp: string): Promise<Map<string, string>> {
  const kept = new Map<string, string>()
  let entries = 0
  let failure: CliError | undefined
  const writes: Promise<void>[] = []
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      try {
        entries += 1
        if (entries > ARCHIVE_LIMITS.maxEntries) {
          throw new CliError(`The archive has more than ${ARCHIVE_LIMITS.maxEntries} entries`)
        }
        const path = checkEntryPath(entry)
        if (entry.type === 'Directory') return entry.resume()
        const inner = innerPath(path)
        if (!inner || !(inner === DATA_FILE || inner === ASSETS_FILE || ASSET_PATH.test(inner))) {
          return entry.resume()
        }
        const limit =
          inner === DATA_FILE || inner === ASSETS_FILE
            ? ARCHIVE_LIMITS.maxDataBytes
            : ARCHIVE_LIMITS.maxAssetBytes
        if (entry.size > limit)
          throw new CliError(`Archive entry ${path} is too large (${entry.size} bytes; at most ${limit})`)
        if (kept.has(inner)) throw new CliError(`Archive entry ${inner} appears twice`)
        const target = join(temp, inner)
        mkdirSync(dirname(target), {recursive: true})
        kept.set(inner, target)
        let written = 0
        entry.on('data', (chunk: Buffer) => {
          written += chunk.length
          if (written > limit) fail(new CliError(`Archive entry ${path} is larger than its header says`))
        })
        writes.push(pipeline(entry, createWriteStream(target)))
      } catch (err) {
        fail(err instanceof CliError ? err : new CliError(String(err)))
        entry.resume()
      }
    },
  })
  const source = createReadStream(file)
  const fail = (err: CliError) => {
    failure ??= err
    source.destroy()
    parser.abort(err)
  }
  parser.on('warn', (code: string, message: string | Error) => {
    fail(
      new CliError(
        `${file} is not a valid archive: ${typeof message === 'string' ? message : message.message} (${code})`,
      ),
    )
  })
  try {
    await pipeline(source, parser)
    await Promise.all(writes)
  } catch (err) {
    if (failure) throw failure
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new CliError(`No such file: ${file}`)
    throw new CliError(`${file} is not a valid archive: ${(err as Error).message}`)
  }
  if (failure) throw failure
  return kept
}

/** The entry's path, refused when it could land outside the folder or is not a file or folder. */
function checkEntryPath(entry: ReadEntry): string {
  const path = entry.path
  if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'Directory') {
    throw new CliError(`Archive entry ${path} is a ${entry.type}: only files and folders are allowed`)
  }
  if (
    path.startsWith('/') ||
    /^[A-Za-z]:/.test(path) ||
    path.includes('\\') ||
    path.split('/').includes('..')
  ) {
    throw new CliError(`Archive entry ${path} points outside the archive`)
  }
  return path
}

/** The path under the export's one top folder (`production-export-…/data.ndjson` → `data.ndjson`). */
function innerPath(path: string): string | undefined {
  const parts = path.split('/').filter((part) => part && part !== '.')
  if (parts.length === 1) return parts[0]
  if (parts.length === 2 && (parts[0] === 'images' || parts[0] === 'files')) return parts.join('/')
  return parts.slice(1).join('/') || undefined
}

function parseDocuments(text: string): ArchiveDocument[] {
  const documents: ArchiveDocument[] = []
  const ids = new Set<string>()
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    const where = `${DATA_FILE} line ${index + 1}`
    if (Buffer.byteLength(line) > ARCHIVE_LIMITS.maxDocumentBytes) {
      throw new CliError(`${where}: the document is larger than ${ARCHIVE_LIMITS.maxDocumentBytes} bytes`)
    }
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      throw new CliError(`${where}: not valid JSON`)
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new CliError(`${where}: not a document`)
    const document = value as Partial<ArchiveDocument>
    if (
      typeof document._id !== 'string' ||
      !document._id ||
      typeof document._type !== 'string' ||
      !document._type
    ) {
      throw new CliError(`${where}: a document needs a string _id and _type`)
    }
    if (ids.has(document._id)) throw new CliError(`${where}: the id ${document._id} appears twice`)
    ids.add(document._id)
    documents.push(document as ArchiveDocument)
  })
  return documents
}

function parseAssetsJson(text: string): Record<string, Record<string, unknown>> {
  try {
    const value = JSON.parse(text) as unknown
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, Record<string, unknown>>
    }
  } catch {
    // Reported below.
  }
  throw new CliError(`${ASSETS_FILE} is not a JSON object`)
}
