import {createHash} from 'node:crypto'
import {lastValueFrom, toArray} from 'rxjs'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createAssetStore, hashFile, type AssetStore, type UploadEvent} from '../../src/index.js'
import {recordingProxy, startLake, waitFor, type StartedLake} from '../support/lake.js'
import {solidPng} from '../support/png.js'

let lake: StartedLake
let assets: AssetStore

function pngFile(name: string, color: [number, number, number], size = 16): File {
  return new File([solidPng(size, size, color)], name, {type: 'image/png'})
}

async function upload(file: File, kind: 'image' | 'file' = 'image', store = assets): Promise<UploadEvent[]> {
  return lastValueFrom(store.upload(kind, file).pipe(toArray()))
}

function completed(events: UploadEvent[]) {
  const last = events.at(-1)
  if (last?.type !== 'complete') throw new Error('the upload did not complete')
  return last
}

beforeEach(async () => {
  lake = await startLake()
  const editor = await lake.user('Ed Editor', ['editor'])
  assets = createAssetStore({client: lake.client({token: editor.token})})
})

afterEach(async () => {
  await lake.stop()
})

describe('hashing', () => {
  it('hashes a file with SubtleCrypto to the same SHA-1 as Node', async () => {
    const bytes = solidPng(4, 4, [10, 20, 30])
    expect(await hashFile(new Blob([bytes]))).toBe(createHash('sha1').update(bytes).digest('hex'))
  })
})

describe('uploading', () => {
  it('uploads an image with progress from 2 and returns the lake asset with its original file name', async () => {
    const events = await upload(pngFile('red.png', [255, 0, 0]))
    const progress = events.filter((event) => event.type === 'progress').map((event) => event.progress)
    expect(progress[0]).toBe(2)
    for (const value of progress) expect(value).toBeGreaterThanOrEqual(2)
    const {asset, reused} = completed(events)
    expect(reused).toBe(false)
    expect(asset._type).toBe('sanity.imageAsset')
    expect(asset.originalFilename).toBe('red.png')
    expect(asset.metadata?.dimensions).toMatchObject({width: 16, height: 16})
  })

  it('reuses the asset with the same hash without uploading again', async () => {
    const first = completed(await upload(pngFile('a.png', [0, 255, 0])))
    const proxy = await recordingProxy(lake.lake)
    try {
      const store = createAssetStore({client: lake.client({url: proxy.url})})
      const second = completed(await upload(pngFile('other-name.png', [0, 255, 0]), 'image', store))
      expect(second.reused).toBe(true)
      expect(second.asset._id).toBe(first.asset._id)
      expect(proxy.requests.filter((request) => request.method === 'POST')).toEqual([])
      expect(await lake.client().fetch('count(*[_type == "sanity.imageAsset"])')).toBe(1)
    } finally {
      await proxy.close()
    }
  })

  it('leaves out the original file name when the schema says not to store it', async () => {
    const {asset} = completed(
      await lastValueFrom(
        assets
          .upload('image', pngFile('secret.png', [1, 2, 3]), {storeOriginalFilename: false})
          .pipe(toArray()),
      ),
    )
    expect(asset.originalFilename).toBeUndefined()
  })

  it('uploads a file as a file asset with its extension and size', async () => {
    const file = new File(['hello, file'], 'notes.txt', {type: 'text/plain'})
    const {asset} = completed(await upload(file, 'file'))
    expect(asset).toMatchObject({
      _type: 'sanity.fileAsset',
      extension: 'txt',
      size: 11,
      originalFilename: 'notes.txt',
    })
  })

  it('runs at most 4 uploads at once, whatever is queued', async () => {
    let inFlight = 0
    let most = 0
    const proxy = await recordingProxy(lake.lake, (req, res) => {
      if (req.method !== 'POST') return false
      inFlight++
      most = Math.max(most, inFlight)
      res.on('close', () => inFlight--)
      return false
    })
    try {
      const store = createAssetStore({client: lake.client({url: proxy.url})})
      const files = Array.from({length: 10}, (_, index) => pngFile(`n${index}.png`, [index * 20, 0, 0], 64))
      const results = await Promise.all(files.map((file) => upload(file, 'image', store)))
      expect(new Set(results.map((events) => completed(events).asset._id)).size).toBe(10)
      expect(most).toBe(4)
      expect(store.queue.running).toBe(0)
    } finally {
      await proxy.close()
    }
  })

  it('cancels an upload when unsubscribed: the request is aborted and no asset is made', async () => {
    let aborted = false
    let held = false
    const proxy = await recordingProxy(lake.lake, (req) => {
      if (req.method !== 'POST') return false
      // Hold the request unanswered so it is still running when cancelled.
      held = true
      req.on('close', () => (aborted = true))
      return true
    })
    try {
      const store = createAssetStore({client: lake.client({url: proxy.url})})
      const subscription = store.upload('image', pngFile('slow.png', [9, 9, 9])).subscribe()
      await waitFor(() => held, 'the upload request reaches the server')
      subscription.unsubscribe()
      await waitFor(() => aborted, 'the request is aborted')
      expect(store.queue.running).toBe(0)
      expect(await lake.client().fetch('count(*[_type == "sanity.imageAsset"])')).toBe(0)
    } finally {
      await proxy.close()
    }
  })
})

describe('the asset library', () => {
  it('lists newest first, filtered by accepted types and by file name', async () => {
    await upload(new File(['a'], 'report.pdf', {type: 'application/pdf'}), 'file')
    await upload(new File(['b'], 'holiday notes.txt', {type: 'text/plain'}), 'file')
    const all = await assets.list('file')
    expect(all.map((asset) => asset.originalFilename)).toEqual(['holiday notes.txt', 'report.pdf'])
    expect((await assets.list('file', {accept: '.pdf'})).map((a) => a.originalFilename)).toEqual([
      'report.pdf',
    ])
    expect((await assets.list('file', {accept: 'text/*'})).map((a) => a.originalFilename)).toEqual([
      'holiday notes.txt',
    ])
    expect((await assets.list('file', {search: 'holi'})).map((a) => a.originalFilename)).toEqual([
      'holiday notes.txt',
    ])
    expect(await assets.list('file', {offset: 1, limit: 1})).toHaveLength(1)
  })

  it('counts a draft and its published twin once, and deletes only an unused asset', async () => {
    const used = completed(await upload(pngFile('used.png', [5, 5, 5]))).asset
    const unused = completed(await upload(pngFile('unused.png', [6, 6, 6]))).asset
    const image = {_type: 'image', asset: {_type: 'reference', _ref: used._id}}
    const admin = lake.client()
    await admin.create({_id: 'post1', _type: 'post', image})
    await admin.create({_id: 'drafts.post1', _type: 'post', image})
    await admin.create({_id: 'drafts.post2', _type: 'post', image})
    const usage = await assets.usage(used._id)
    expect(usage.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      {id: 'post1', type: 'post', hasDraft: true, hasPublished: true},
      {id: 'post2', type: 'post', hasDraft: true, hasPublished: false},
    ])
    await expect(assets.delete(used._id)).rejects.toThrow()
    expect(await assets.get(used._id)).toBeDefined()
    await assets.delete(unused._id)
    expect(await assets.get(unused._id)).toBeUndefined()
  })
})
