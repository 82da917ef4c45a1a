import {createReadStream} from 'node:fs'
import {basename} from 'node:path'
import type {SanityClient} from '@sanity/client'
import {CliError} from '../errors.js'
import {startProgress} from '../progress.js'
import {
  archivePathOfAsset,
  fromArchiveDocument,
  isAssetDocumentType,
  strongReferencesOf,
} from './archive-format.js'
import type {ArchiveDocument, ReadArchive} from './read-archive.js'

/** What to do with documents the dataset already has: refuse (default), replace them, or keep them. */
export type ExistingPolicy = 'fail' | 'replace' | 'missing'

/** Bytes of mutations per transaction, under the lake's 4 MiB request limit. */
const BATCH_BYTES = 2 * 1024 * 1024

export interface ImportResult {
  documents: number
  skipped: number
  assets: number
}

/**
 * Imports an archive read by readArchive. Everything is checked before the first write: documents
 * that already exist (unless --replace or --missing), and strong references to documents neither in
 * the archive nor in the dataset. Then the asset files are uploaded (the lake keeps one asset per
 * content hash), their editorial fields restored, and the documents written in transactions, each
 * document after those it references.
 */
export async function importDataset(
  client: SanityClient,
  archive: ReadArchive,
  existing: ExistingPolicy,
): Promise<ImportResult> {
  const documents = archive.documents.filter((doc) => !isAssetDocumentType(doc._type))
  const ids = documents.map((doc) => doc._id)
  const present = new Set(await client.fetch<string[]>('*[_id in $ids]._id', {ids}))
  if (existing === 'fail' && present.size > 0) {
    const sample = [...present].slice(0, 5).join(', ')
    throw new CliError(
      `${present.size} of the documents exist in the dataset already (${sample}${present.size > 5 ? ', …' : ''}): add --replace to overwrite them or --missing to skip them`,
    )
  }
  await checkReferences(client, documents, archive)

  const assetIdByPath = await uploadAssets(client, archive)
  const toWrite = existing === 'missing' ? documents.filter((doc) => !present.has(doc._id)) : documents
  const ordered = referencesFirst(
    toWrite.map((doc) => fromArchiveDocument(doc, assetIdByPath) as ArchiveDocument),
  )
  const progress = startProgress('Writing documents', ordered.length)
  for (const batch of batches(ordered)) {
    const transaction = client.transaction()
    for (const doc of batch) {
      if (existing === 'replace') transaction.createOrReplace(doc)
      else if (existing === 'missing') transaction.createIfNotExists(doc)
      else transaction.create(doc)
    }
    await transaction.commit({visibility: 'async', returnDocuments: false})
    progress.advance(batch.length)
  }
  progress.done(`Wrote ${ordered.length} documents`)
  return {documents: ordered.length, skipped: documents.length - toWrite.length, assets: assetIdByPath.size}
}

/** Strong references must point into the archive, at its assets, or at documents the dataset has. */
async function checkReferences(client: SanityClient, documents: ArchiveDocument[], archive: ReadArchive) {
  const inArchive = new Set(documents.map((doc) => doc._id))
  const assetIds = new Set(Object.keys(archive.assetMeta))
  const missing = new Map<string, string>()
  for (const doc of documents) {
    for (const ref of strongReferencesOf(doc)) {
      const target = ref.replace(/^drafts\./, '')
      if (!inArchive.has(target) && !inArchive.has(ref) && !assetIds.has(ref)) missing.set(ref, doc._id)
    }
  }
  if (missing.size === 0) return
  const found = new Set(await client.fetch<string[]>('*[_id in $ids]._id', {ids: [...missing.keys()]}))
  const unresolved = [...missing].filter(([ref]) => !found.has(ref))
  if (unresolved.length > 0) {
    const sample = unresolved
      .slice(0, 5)
      .map(([ref, from]) => `${from} → ${ref}`)
      .join(', ')
    throw new CliError(
      `${unresolved.length} references point to documents that are neither in the archive nor in the dataset (${sample}); nothing was imported`,
    )
  }
}

async function uploadAssets(client: SanityClient, archive: ReadArchive): Promise<Map<string, string>> {
  const metaByPath = new Map<string, {id: string; meta: Record<string, unknown>}>()
  for (const [id, meta] of Object.entries(archive.assetMeta)) {
    const location = archivePathOfAsset(id)
    if (location) metaByPath.set(location.path, {id, meta})
  }
  const idByPath = new Map<string, string>()
  const progress = startProgress('Uploading assets', archive.assetFiles.size)
  for (const [path, onDisk] of archive.assetFiles) {
    const known = metaByPath.get(path)
    const filename =
      typeof known?.meta.originalFilename === 'string' ? known.meta.originalFilename : basename(path)
    const asset = await client.assets.upload(
      path.startsWith('images/') ? 'image' : 'file',
      createReadStream(onDisk),
      {
        filename,
      },
    )
    const {originalFilename: _name, ...fields} = known?.meta ?? {}
    if (Object.keys(fields).length > 0) await client.patch(asset._id).set(fields).commit()
    idByPath.set(path, asset._id)
    progress.advance()
  }
  progress.done(`Uploaded ${idByPath.size} assets`)
  return idByPath
}

/** Documents ordered so each comes after those it references (cycles stay together at the end). */
function referencesFirst(documents: ArchiveDocument[]): ArchiveDocument[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const ordered: ArchiveDocument[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const cyclic: ArchiveDocument[] = []
  const visit = (doc: ArchiveDocument): boolean => {
    const seen = state.get(doc._id)
    if (seen === 'done') return true
    if (seen === 'visiting') return false
    state.set(doc._id, 'visiting')
    let acyclic = true
    for (const ref of strongReferencesOf(doc)) {
      const target = byId.get(ref)
      if (target && target !== doc && !visit(target)) acyclic = false
    }
    state.set(doc._id, 'done')
    ;(acyclic ? ordered : cyclic).push(doc)
    return acyclic
  }
  documents.forEach(visit)
  return [...ordered, ...cyclic]
}

/** Consecutive groups under BATCH_BYTES; cycles must fit one transaction, since their order cannot help. */
function* batches(documents: ArchiveDocument[]): Generator<ArchiveDocument[]> {
  let batch: ArchiveDocument[] = []
  let bytes = 0
  for (const doc of documents) {
    const size = Buffer.byteLength(JSON.stringify(doc))
    if (batch.length > 0 && bytes + size > BATCH_BYTES) {
      yield batch
      batch = []
      bytes = 0
    }
    batch.push(doc)
    bytes += size
  }
  if (batch.length > 0) yield batch
}
