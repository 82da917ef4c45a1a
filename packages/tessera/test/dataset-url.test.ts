import {join} from 'node:path'
import {createClient, type SanityClient} from '@sanity/client'
import {startTestLake, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli, tempDir} from './support/cli.js'

interface Doc {
  _id: string
  _type: string
  [key: string]: unknown
}

function clientFor(lake: TestLake, dataset: string): SanityClient {
  return createClient({
    projectId: TEST_PROJECT_ID,
    dataset,
    apiHost: lake.url,
    apiVersion: '2025-02-19',
    useProjectHostname: false,
    useCdn: false,
    token: lake.adminToken,
    perspective: 'raw',
  })
}

/** The dataset's documents, without what each lake sets on its own. */
async function documents(client: SanityClient): Promise<Record<string, unknown>[]> {
  const docs = await client.fetch<Doc[]>('*[!(_id in path("_.**"))] | order(_id)')
  return docs.map(({_rev, _createdAt, _updatedAt, ...rest}) => rest)
}

/** `tessera dataset export|import --url --token` against lakes that are running, as on a server. */
describe('tessera dataset with --url and --token (running lakes)', () => {
  const temp = tempDir('dataset-url')
  const archive = join(temp.dir, 'production.tar.gz')
  let source: TestLake
  let target: TestLake

  beforeAll(async () => {
    ;[source, target] = await Promise.all([startTestLake(), startTestLake()])
    await clientFor(source, 'production')
      .transaction()
      .create({_id: 'ada', _type: 'author', name: 'Ada'})
      .create({_id: 'post-1', _type: 'post', title: 'First', author: {_type: 'reference', _ref: 'ada'}})
      .create({_id: 'drafts.post-2', _type: 'post', title: 'Draft'})
      .commit()
  })
  afterAll(async () => {
    await Promise.all([source?.stop(), target?.stop()])
    temp.remove()
  })

  it('exports from one running lake and imports into another; the documents arrive as they were', async () => {
    const exported = await runCli([
      'dataset',
      'export',
      'production',
      archive,
      '--url',
      source.url,
      '--project',
      TEST_PROJECT_ID,
      '--token',
      source.robotToken(['viewer']),
    ])
    expect(exported.stderr).toBe('')
    expect(exported.code).toBe(0)
    expect(exported.stdout).toContain(`Exported 3 documents and 0 assets of production to ${archive}`)

    // The token from the environment this time, as scripts and CI pass it.
    const imported = await runCli(
      ['dataset', 'import', archive, 'staging', '--url', target.url, '--project', TEST_PROJECT_ID],
      {env: {TESSERA_TOKEN: target.robotToken(['editor'])}},
    )
    expect(imported.stderr).toBe('')
    expect(imported.code).toBe(0)
    expect(imported.stdout).toContain('Imported 3 documents and 0 assets into staging')

    const before = await documents(clientFor(source, 'production'))
    expect(await documents(clientFor(target, 'staging'))).toEqual(before)
    expect(before.map((doc) => doc._id)).toEqual(['ada', 'drafts.post-2', 'post-1'])
  })

  it('a token without write rights: a clear error, exit code 1, nothing written', async () => {
    const result = await runCli([
      'dataset',
      'import',
      archive,
      'readonly',
      '--url',
      target.url,
      '--project',
      TEST_PROJECT_ID,
      '--token',
      target.robotToken(['viewer']),
    ])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('tessera: Permission denied: not allowed to create document "ada"')
    expect(result.stdout).not.toContain('Imported')
    expect(await documents(clientFor(target, 'readonly'))).toEqual([])
  })

  it('a wrong token or none: a clear error and exit code 1', async () => {
    const wrong = await runCli([
      'dataset',
      'export',
      'production',
      join(temp.dir, 'wrong.tar.gz'),
      '--url',
      source.url,
      '--project',
      TEST_PROJECT_ID,
      '--token',
      'not-a-token',
    ])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('tessera: Unauthorized - Invalid or expired token')

    const none = await runCli(['dataset', 'export', 'production', '--url', source.url], {
      cwd: temp.dir,
      env: {TESSERA_TOKEN: ''},
    })
    expect(none.code).toBe(1)
    expect(none.stderr).toContain('--url needs a token: --token or TESSERA_TOKEN')
  })
})
