import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {Readable} from 'node:stream'
import type {ReadableStream as NodeReadableStream} from 'node:stream/web'
import {pipeline} from 'node:stream/promises'
import type {SanityClient} from '@sanity/client'
import {create as createTar} from 'tar'
import {CliError} from '../errors.js'
import {startProgress} from '../progress.js'
import {
  archivePathOfAsset,
  ASSET_META_FIELDS,
  ASSETS_FILE,
  DATA_FILE,
  isAssetDocumentType,
  toArchiveDocument,
} from './archive-format.js'

const PAGE = 1000
const ASSET_DOWNLOADS_AT_ONCE = 4

interface Doc {
  _id: string
  _type: string
  url?: string
  path?: string
  [key: string]: unknown
}

export interface ExportOptions {
  client: SanityClient
  dataset: string
  file: string
  drafts: boolean
  overwrite: boolean
}

export interface ExportResult {
  documents: number
  assets: number
}

/** Writes the dataset and its asset files as an export archive (see archive-format.ts). */
export async function exportDataset(options: ExportOptions): Promise<ExportResult> {
  if (existsSync(options.file) && !options.overwrite) {
    throw new CliError(`${options.file} exists: pick another file or add --overwrite`)
  }
  const documents = await fetchAll(options.client, options.drafts)
  const assetDocs = documents.filter((doc) => isAssetDocumentType(doc._type))
  const contentDocs = documents.filter((doc) => !isAssetDocumentType(doc._type))

  const staging = mkdtempSync(join(tmpdir(), 'tessera-export-'))
  const folder = `${options.dataset}-export-${new Date().toISOString().slice(0, 10)}`
  const root = join(staging, folder)
  try {
    mkdirSync(join(root, 'images'), {recursive: true})
    mkdirSync(join(root, 'files'), {recursive: true})
    writeFileSync(
      join(root, DATA_FILE),
      contentDocs.map((doc) => JSON.stringify(toArchiveDocument(doc)) + '\n').join(''),
    )

    const meta: Record<string, Record<string, unknown>> = {}
    const progress = startProgress('Downloading assets', assetDocs.length)
    const queue = [...assetDocs]
    const worker = async () => {
      for (let doc = queue.shift(); doc; doc = queue.shift()) {
        const location = archivePathOfAsset(doc._id)
        if (!location) throw new CliError(`Asset ${doc._id} has no file to export`)
        await download(assetUrls(doc, options.client), join(root, location.path))
        meta[doc._id] = Object.fromEntries(
          ASSET_META_FIELDS.filter((field) => doc[field] !== undefined).map((field) => [field, doc[field]]),
        )
        progress.advance()
      }
    }
    await Promise.all(Array.from({length: ASSET_DOWNLOADS_AT_ONCE}, worker))
    progress.done(`Downloaded ${assetDocs.length} assets`)
    writeFileSync(join(root, ASSETS_FILE), JSON.stringify(meta, null, 2))

    // Written beside the target and renamed, so a failed export leaves no half archive.
    const partial = `${options.file}.partial`
    await createTar({gzip: true, file: partial, cwd: staging, portable: true}, [folder])
    renameSync(partial, options.file)
    return {documents: contentDocs.length, assets: assetDocs.length}
  } finally {
    rmSync(staging, {recursive: true, force: true})
  }
}

/**
 * Where an asset's file may be fetched: its `url`, then the lake's own address with its `path` (a
 * Tessera lake's stored URLs name the host and port it had at upload time).
 */
function assetUrls(doc: Doc, client: SanityClient): string[] {
  const {apiHost} = client.config()
  const urls = [
    typeof doc.path === 'string' && apiHost ? `${apiHost.replace(/\/+$/, '')}/${doc.path}` : undefined,
    doc.url,
  ]
  const found = urls.filter((url): url is string => typeof url === 'string')
  if (found.length === 0) throw new CliError(`Asset ${doc._id} has no URL to download it from`)
  return found
}

async function download(urls: string[], target: string): Promise<void> {
  let problem = ''
  for (const url of urls) {
    try {
      const response = await fetch(url)
      if (response.ok && response.body) {
        await pipeline(
          Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
          createWriteStream(target),
        )
        return
      }
      problem = `${url}: ${response.status} ${response.statusText}`
    } catch (err) {
      problem = `${url}: ${(err as Error).message}`
    }
  }
  throw new CliError(`Could not download an asset (${problem})`)
}

/** Every document, paged by id (the lake's system documents under `_.` are not content). */
async function fetchAll(client: SanityClient, drafts: boolean): Promise<Doc[]> {
  const filter = drafts ? '!(_id in path("_.**"))' : '!(_id in path("_.**")) && !(_id in path("drafts.**"))'
  const all: Doc[] = []
  let last = ''
  for (;;) {
    const page = await client.fetch<Doc[]>(`*[${filter} && _id > $last] | order(_id) [0...${PAGE}]`, {last})
    all.push(...page)
    if (page.length < PAGE) break
    last = page[page.length - 1]._id
  }
  console.log(`Read ${all.length} documents`)
  return all
}
