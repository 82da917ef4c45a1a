import {createHash} from 'node:crypto'
import {existsSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {createClient, type SanityClient} from '@sanity/client'
import {createLake} from 'tessera/lake'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli, tempDir} from './support/cli.js'
import {rawTarGz} from './support/raw-tar.js'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

interface Doc {
  _id: string
  _type: string
  [key: string]: unknown
}

/** Opens a lake directory in this process with an administrator client, as the command does. */
async function withLake<T>(dir: string, work: (client: SanityClient, url: string) => Promise<T>): Promise<T> {
  const lake = createLake({dir})
  const {url} = await lake.listen(0, '127.0.0.1')
  const {token} = lake.kernel.tokens.createRobotToken({roles: ['administrator']})
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: url,
    apiVersion: '2025-02-19',
    useProjectHostname: false,
    useCdn: false,
    token,
    perspective: 'raw',
  })
  try {
    return await work(client, url)
  } finally {
    await lake.close()
  }
}

/** The dataset's documents without what each lake sets on its own, and each asset file's SHA-1. */
async function snapshot(dir: string) {
  return withLake(dir, async (client, url) => {
    const docs = await client.fetch<Doc[]>('*[!(_id in path("_.**"))] | order(_id)')
    const files: Record<string, string> = {}
    for (const doc of docs.filter((d) => d._type.endsWith('Asset'))) {
      const bytes = Buffer.from(await (await fetch(`${url}/${doc.path as string}`)).arrayBuffer())
      files[doc._id] = createHash('sha1').update(bytes).digest('hex')
    }
    // What each lake sets on its own: revisions, times, and URLs naming its host and port.
    const local = new Set(['_rev', '_createdAt', '_updatedAt', 'url', 'path', 'uploadId'])
    const comparable = docs.map((doc) =>
      Object.fromEntries(Object.entries(doc).filter(([key]) => !local.has(key))),
    )
    return {docs: comparable, files}
  })
}

describe('tessera dataset export and import', () => {
  const temp = tempDir('dataset')
  const source = join(temp.dir, 'source-lake')
  const archive = join(temp.dir, 'production.tar.gz')
  afterAll(() => temp.remove())

  beforeAll(async () => {
    await withLake(source, async (client) => {
      const image = await client.assets.upload('image', PNG, {filename: 'dot.png'})
      await client.patch(image._id).set({altText: 'A dot'}).commit()
      const file = await client.assets.upload('file', Buffer.from('%PDF-1.4 hello'), {filename: 'hello.pdf'})
      await client
        .transaction()
        .create({
          _id: 'ada',
          _type: 'author',
          name: 'Ada',
          image: {_type: 'image', asset: {_type: 'reference', _ref: image._id}},
        })
        .create({
          _id: 'post-1',
          _type: 'post',
          title: 'First',
          author: {_type: 'reference', _ref: 'ada'},
          attachment: {_type: 'file', asset: {_type: 'reference', _ref: file._id}},
        })
        .create({
          _id: 'drafts.post-2',
          _type: 'post',
          title: 'Second (draft)',
          author: {_type: 'reference', _ref: 'ada'},
        })
        .commit()
    })
  })

  it('export then import into a fresh lake gives identical documents and assets (checksums)', async () => {
    const exported = await runCli(['dataset', 'export', 'production', archive, '--dir', source])
    expect(exported.stderr).toBe('')
    expect(exported.code).toBe(0)
    expect(exported.stdout).toContain(`Exported 3 documents and 2 assets of production to ${archive}`)

    const target = join(temp.dir, 'target-lake')
    const imported = await runCli(['dataset', 'import', archive, 'production', '--dir', target])
    expect(imported.stderr).toBe('')
    expect(imported.code).toBe(0)
    expect(imported.stdout).toContain('Imported 3 documents and 2 assets into production')

    const [before, after] = [await snapshot(source), await snapshot(target)]
    expect(after.docs).toEqual(before.docs)
    expect(after.files).toEqual(before.files)
    expect(Object.values(after.files)).toHaveLength(2)
    expect(after.docs.find((doc) => String(doc._id).startsWith('image-'))).toMatchObject({
      altText: 'A dot',
      originalFilename: 'dot.png',
    })

    // Again: refused without a flag, skipped with --missing, replaced with --replace.
    const again = await runCli(['dataset', 'import', archive, 'production', '--dir', target])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('3 of the documents exist in the dataset already')
    const missing = await runCli(['dataset', 'import', archive, 'production', '--dir', target, '--missing'])
    expect(missing.stdout).toContain('Imported 0 documents (3 existing ones skipped)')
    const replace = await runCli(['dataset', 'import', archive, 'production', '--dir', target, '--replace'])
    expect(replace.stdout).toContain('Imported 3 documents and 2 assets')
    const both = await runCli(['dataset', 'import', archive, 'production', '--replace', '--missing'])
    expect(both.code).toBe(2)
  })

  const hostile: [string, Parameters<typeof rawTarGz>[0], string][] = [
    [
      'a path with ..',
      [{path: 'x/../../evil.txt', body: 'pwned'}],
      'Archive entry x/../../evil.txt points outside the archive',
    ],
    [
      'an absolute path',
      [{path: '/tmp/evil.txt', body: 'pwned'}],
      'Archive entry /tmp/evil.txt points outside the archive',
    ],
    [
      'a symbolic link',
      [{path: 'x/images/a.png', type: '2', linkTarget: '/etc/passwd'}],
      'Archive entry x/images/a.png is a SymbolicLink',
    ],
    [
      'a huge entry',
      [{path: 'x/images/big.png', size: 200 * 1024 * 1024}],
      'Archive entry x/images/big.png is too large (209715200 bytes; at most 104857600)',
    ],
    [
      'a bad NDJSON line',
      [{path: 'x/data.ndjson', body: '{"_id":"a","_type":"post"}\n{"_id": oops\n'}],
      'data.ndjson line 2: not valid JSON',
    ],
    [
      'a line without _id',
      [{path: 'x/data.ndjson', body: '{"_type":"post"}\n'}],
      'data.ndjson line 1: a document needs a string _id and _type',
    ],
    [
      'a missing asset file',
      [
        {
          path: 'x/data.ndjson',
          body: '{"_id":"a","_type":"post","i":{"_sanityAsset":"image@file://./images/nope.png"}}\n',
        },
      ],
      'Document a: the archive has no images/nope.png',
    ],
    [
      'a dangling reference',
      [{path: 'x/data.ndjson', body: '{"_id":"a","_type":"post","r":{"_ref":"ghost"}}\n'}],
      '1 references point to documents that are neither in the archive nor in the dataset (a → ghost); nothing was imported',
    ],
  ]

  it.each(hostile)('refuses an archive with %s, writing nothing', async (_name, entries, message) => {
    const file = join(temp.dir, 'hostile.tar.gz')
    writeFileSync(file, rawTarGz(entries))
    const target = join(temp.dir, `hostile-${Math.random().toString(36).slice(2)}`)
    const result = await runCli(['dataset', 'import', file, 'production', '--dir', target], {cwd: temp.dir})
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(message)
    expect(existsSync(join(temp.dir, '..', 'evil.txt'))).toBe(false)
    if (existsSync(join(target, 'lake.db'))) {
      const {docs} = await snapshot(target)
      expect(docs).toEqual([])
    }
  })

  it('says what is wrong with a file that is not an archive or not there', async () => {
    const notGz = join(temp.dir, 'notes.tar.gz')
    writeFileSync(notGz, 'just text')
    const bad = await runCli(['dataset', 'import', notGz, 'production', '--dir', join(temp.dir, 'x')])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('is not a valid archive')
    const gone = await runCli(['dataset', 'import', join(temp.dir, 'gone.tar.gz'), 'production'])
    expect(gone.stderr).toContain('No such file')
    const noLake = await runCli(['dataset', 'export', 'production', '--dir', join(temp.dir, 'nowhere')])
    expect(noLake.code).toBe(1)
    expect(noLake.stderr).toContain('No lake in')
  })
})
