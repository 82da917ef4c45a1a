import type {SanityClient} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {editAction, publishAction} from '../helpers/actions.js'
import {lakeClient, request, startLake, type TestLake} from '../helpers/start-lake.js'
import {expectResponsive} from './auth-support.js'

/**
 * Issue 12, items 1–4: a patch with a huge index range killed the process; patches ran before the
 * permission check (a boolean oracle on hidden documents); the edit action copied an unreadable
 * published document into a readable draft; history showed versions the caller may not read.
 */

const ROLES = {
  // Reads and edits posts only; everything else is hidden from it.
  reviewer: {
    title: 'Reviewer',
    grants: [{filter: '_type == "post"', permissions: ['read', 'create', 'update', 'history']}],
  },
}

let lake: TestLake
let admin: SanityClient
let viewer: SanityClient
let editor: SanityClient
let reviewer: SanityClient

function clientWith(roles: string[]): SanityClient {
  const {token} = lake.lake.kernel.tokens.createRobotToken({roles, label: roles.join(' ')})
  return lakeClient(lake.url, {token, perspective: 'raw', maxRetries: 0})
}

/** The status and message a write gets (0 and '' when it succeeds). */
async function outcome(call: Promise<unknown>): Promise<{status: number; message: string}> {
  try {
    await call
    return {status: 0, message: ''}
  } catch (error) {
    const {statusCode, message} = error as {statusCode?: number; message?: string}
    return {status: statusCode ?? -1, message: message ?? ''}
  }
}

beforeAll(async () => {
  lake = await startLake({config: {roles: ROLES as never}})
  admin = lake.client
  viewer = clientWith(['viewer'])
  editor = clientWith(['editor'])
  reviewer = clientWith(['reviewer'])
  await admin
    .transaction()
    .create({_id: 'post1', _type: 'post', title: 'Hello', arr: ['a', 'b']})
    .create({_id: 'vault', _type: 'secret', password: 'hunter2', tags: ['x']})
    .create({_id: 'numbers', _type: 'post', big: Array.from({length: 5_000}, (_, i) => i)})
    .commit()
})

/** Raw POST as `client`'s token would send it, timed. */
async function timedPost(token: string, path: string, body: unknown) {
  const started = performance.now()
  const response = await request(lake.url, `/v2025-02-19${path}`, {token, body})
  return {...response, ms: performance.now() - started}
}

function tokenWith(roles: string[]): string {
  return lake.lake.kernel.tokens.createRobotToken({roles, label: roles.join(' ')}).token
}

afterAll(() => lake.stop())

describe('patches that would exhaust the process', () => {
  const huge = [
    {set: {'_type[0:999999999]': 'x'}},
    {unset: ['arr[0:999999999]']},
    {set: {'arr[999999999]': 'x'}},
    {insert: {after: 'arr[0:999999]', items: ['x']}},
  ]

  for (const operations of huge) {
    test(`${JSON.stringify(operations)} from an editor, dry run: a 400, and the lake lives on`, async () => {
      const result = await outcome(
        editor.mutate([{patch: {id: 'post1', ...operations}}] as never, {dryRun: true} as never),
      )
      expect(result.status).toBe(400)
      expect(result.message).toMatch(/outside the array|not of an array|too many/)
      await expectResponsive(lake.url)
    })
  }

  test('the same from a viewer, on any id: refused before the patch runs', async () => {
    for (const id of ['post1', 'vault', 'missing-id']) {
      const result = await outcome(
        viewer.mutate([{patch: {id, set: {'_type[0:999999999]': 'x'}}}] as never, {dryRun: true} as never),
      )
      expect([403, 404]).toContain(result.status)
    }
    await expectResponsive(lake.url)
  })

  test('inside an edit action: a 400, nothing written', async () => {
    const before = await admin.getDocument('post1')
    const result = await outcome(
      editor.action(editAction('post1', {set: {'title[0:999999999]': 'x'}}) as never),
    )
    expect(result.status).toBe(400)
    expect(await admin.getDocument('post1')).toEqual(before)
    expect(await admin.getDocument('drafts.post1')).toBeUndefined()
    await expectResponsive(lake.url)
  })

  test('a diffMatchPatch with too many hunks is refused', async () => {
    const hunks = Array.from({length: 1001}, (_, i) => `@@ -${i + 1},1 +${i + 1},1 @@\n-a\n+b\n`).join('')
    const result = await outcome(editor.patch('post1').diffMatchPatch({title: hunks}).commit())
    expect(result.status).toBe(400)
    expect(result.message).toMatch(/hunks/)
    await expectResponsive(lake.url)
  })
})

describe('patch refusals are clear and cheap', () => {
  test('a refused patch is a 400 in the mutation error shape, naming the mutation, document and path', async () => {
    const response = await timedPost(tokenWith(['editor']), '/data/mutate/test?dryRun=true', {
      mutations: [{patch: {id: 'post1', unset: ['arr[0:999999999]']}}],
    })
    expect(response.status).toBe(400)
    const description =
      'Mutation at index 0 (patch) on "post1": invalid unset path "arr[0:999999999]": range [0:999999999] is outside the array (length 2)'
    expect(response.body).toEqual({
      error: {
        type: 'mutationError',
        description: `The mutation(s) failed: ${description}`,
        items: [{index: 0, error: {type: 'invalidPatchError', description, id: 'post1'}}],
      },
      message: `The mutation(s) failed: ${description}`,
      statusCode: 400,
    })
  })

  test('array work is counted over all paths of a patch, not per path', async () => {
    const oneRange = await timedPost(tokenWith(['editor']), '/data/mutate/test?dryRun=true', {
      mutations: [{patch: {id: 'numbers', unset: ['big[0:300]']}}],
    })
    expect(oneRange.status).toBe(200)
    const manyRanges = await timedPost(tokenWith(['editor']), '/data/mutate/test?dryRun=true', {
      mutations: [{patch: {id: 'numbers', unset: Array.from({length: 20}, () => 'big[0:300]')}}],
    })
    expect(manyRanges.status).toBe(400)
    expect((manyRanges.body as {message: string}).message).toContain('maxPatchArrayWork')
    expect(manyRanges.ms).toBeLessThan(1000)
  })

  test('set through ".." with more than one step after it is refused (the mutator recursed until the stack overflowed)', async () => {
    for (const path of ['..arr.title', '..title.title']) {
      const response = await timedPost(tokenWith(['editor']), '/data/mutate/test?dryRun=true', {
        mutations: [{patch: {id: 'post1', set: {[path]: {title: 1}}}}],
      })
      expect(response.status).toBe(400)
      expect((response.body as {message: string}).message).toContain('only one step after ".."')
      expect(response.ms).toBeLessThan(200)
    }
    const twoRecursions = await timedPost(tokenWith(['editor']), '/data/mutate/test?dryRun=true', {
      mutations: [{patch: {id: 'post1', unset: ['..a..b']}}],
    })
    expect(twoRecursions.status).toBe(400)
  })

  test('a diffMatchPatch whose hunks times its text are over the work limit is refused at once', async () => {
    await admin.createOrReplace({_id: 'essay', _type: 'post', body: 'lorem ipsum '.repeat(90_000)})
    const hunks = Array.from(
      {length: 1000},
      (_, i) => `@@ -${i * 1000 + 1},5 +${i * 1000 + 1},6 @@\n lorem\n+!\n`,
    ).join('')
    const response = await timedPost(tokenWith(['editor']), '/data/mutate/test', {
      mutations: [{patch: {id: 'essay', diffMatchPatch: {body: hunks}}}],
    })
    expect(response.status).toBe(400)
    expect((response.body as {message: string}).message).toContain('maxDiffMatchPatchWork')
    expect(response.ms).toBeLessThan(500)
    // Also when set puts the long text there in the same patch.
    const withSet = await timedPost(tokenWith(['editor']), '/data/mutate/test', {
      mutations: [
        {patch: {id: 'post1', set: {title: 'lorem '.repeat(100_000)}, diffMatchPatch: {title: hunks}}},
      ],
    })
    expect(withSet.status).toBe(400)
    await expectResponsive(lake.url)
  })

  test('a long hunk that no longer matches keeps its insertion without a quadratic alignment', async () => {
    const text = 'abcdefghij'.repeat(5_000)
    await admin.createOrReplace({_id: 'drifted', _type: 'post', body: `${text.toUpperCase()}`})
    // Made against the lower-case text: deletes 50,000 characters that are no longer there, inserts "NEW".
    const patch = `@@ -1,50000 +1,3 @@\n-${text}\n+NEW\n`
    const response = await timedPost(tokenWith(['editor']), '/data/mutate/test', {
      mutations: [{patch: {id: 'drifted', diffMatchPatch: {body: patch}}}],
    })
    expect(response.status).toBe(200)
    expect(response.ms).toBeLessThan(300)
    const body = ((await admin.getDocument('drifted')) as {body: string}).body
    expect(body).toBe(`NEW${text.toUpperCase()}`)
  })

  test('thousands of cheap mutations on a large document stop at the write budget: 413, nothing written', async () => {
    await admin.createOrReplace({_id: 'heavy', _type: 'post', big: Array.from({length: 300_000}, () => 0)})
    const mutations = Array.from({length: 3_000}, (_, n) => ({patch: {id: 'heavy', set: {'big[0]': n}}}))
    const response = await timedPost(tokenWith(['editor']), '/data/mutate/test', {mutations})
    expect(response.status).toBe(413)
    expect((response.body as {message: string}).message).toMatch(
      /^The transaction took longer than 750 ms to apply \(see "maxWriteMillis"\): nothing was written/,
    )
    expect(response.ms).toBeLessThan(2000)
    expect(await admin.fetch('*[_id == "heavy"][0].big[0]')).toBe(0)
    await expectResponsive(lake.url)
  })
})

describe('permission before content', () => {
  test('a patch of a hidden document answers the same whatever it holds, like a missing one', async () => {
    const guess = (password: string) =>
      outcome(
        reviewer.mutate(
          [{patch: {id: 'vault', insert: {after: `tags[@ == "${password}"]`, items: ['y']}}}] as never,
          {dryRun: true} as never,
        ),
      )
    const right = await guess('x')
    const wrong = await guess('nope')
    const missing = await outcome(
      reviewer.mutate([{patch: {id: 'nothing-here', set: {a: 1}}}] as never, {dryRun: true} as never),
    )
    expect(right.status).toBe(404)
    expect(right).toEqual(wrong)
    expect(right.message.replace('vault', 'ID')).toBe(missing.message.replace('nothing-here', 'ID'))
    await expectResponsive(lake.url)
  })

  test('a document the caller may read but not update is refused with 403 before any revision check', async () => {
    const wrongRevision = await outcome(viewer.patch('post1').ifRevisionId('nope').set({title: 'x'}).commit())
    const rightRevision = await outcome(
      viewer
        .patch('post1')
        .ifRevisionId((await admin.getDocument('post1'))!._rev)
        .set({title: 'x'})
        .commit(),
    )
    expect(wrongRevision.status).toBe(403)
    expect(wrongRevision).toEqual(rightRevision)
  })
})

describe('an unreadable id answers exactly like a missing one', () => {
  test('doc GET omits it without its content (reason "permission", as the spec\'s availability check expects)', async () => {
    const response = (await reviewer.request({uri: '/data/doc/test/vault,nothing-here,post1'})) as {
      documents: {_id: string}[]
      omitted: unknown[]
    }
    expect(response.documents.map((doc) => doc._id)).toEqual(['post1'])
    expect(response.omitted).toEqual([
      {id: 'vault', reason: 'permission'},
      {id: 'nothing-here', reason: 'existence'},
    ])
    expect(JSON.stringify(response)).not.toContain('hunter2')
  })

  test('delete is a no-op, as on a missing id; the hidden document stays', async () => {
    const hidden = await reviewer.mutate([{delete: {id: 'vault'}}] as never)
    const missing = await reviewer.mutate([{delete: {id: 'nothing-here'}}] as never)
    expect(hidden.results).toEqual([{id: 'vault', operation: 'none'}])
    expect(missing.results).toEqual([{id: 'nothing-here', operation: 'none'}])
    expect(await admin.getDocument('vault')).toBeDefined()
  })

  test('creating over it is refused as a create the caller may not make, saying nothing of its content', async () => {
    for (const mutation of ['create', 'createIfNotExists', 'createOrReplace']) {
      const result = await outcome(reviewer.mutate([{[mutation]: {_id: 'vault', _type: 'post'}}] as never))
      expect(result).toEqual({
        status: 403,
        message: 'Permission denied: not allowed to create document "vault" (requires "create")',
      })
    }
    expect((await admin.getDocument('vault'))?._type).toBe('secret')
  })

  test('publishing over a published document the caller cannot read is refused; it stays', async () => {
    await admin.createOrReplace({_id: 'guarded', _type: 'secret', code: 'keep'})
    await reviewer.create({_id: 'drafts.guarded', _type: 'post', title: 'mine'})
    const result = await outcome(reviewer.action(publishAction('guarded')))
    expect(result.status).toBe(403)
    expect(await admin.getDocument('guarded')).toMatchObject({_type: 'secret', code: 'keep'})
  })
})

describe('writes whose content comes from another document', () => {
  test('the edit action does not copy a published document the caller cannot read', async () => {
    await admin.createOrReplace({_id: 'classified', _type: 'secret', code: 'ZX-81'})
    const result = await outcome(reviewer.action(editAction('classified', {set: {_type: 'post'}}) as never))
    expect(result.status).toBe(409)
    expect(await admin.getDocument('drafts.classified')).toBeUndefined()
  })

  test('publish and unpublish need read on what they copy', async () => {
    await admin.createOrReplace({_id: 'drafts.hidden-pub', _type: 'secret', code: 'A'})
    await admin.createOrReplace({_id: 'hidden-unpub', _type: 'secret', code: 'B'})
    const publish = await outcome(reviewer.action(publishAction('hidden-pub')))
    const unpublish = await outcome(
      reviewer.action({
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.hidden-unpub',
        publishedId: 'hidden-unpub',
      } as never),
    )
    expect(publish.status).toBe(409)
    expect(unpublish.status).toBe(409)
    expect(await admin.getDocument('hidden-pub')).toBeUndefined()
    expect(await admin.getDocument('hidden-unpub')).toBeDefined()
  })
})

describe('history shows only versions the caller may read', () => {
  test('older content of a document that is readable now stays hidden', async () => {
    const first = await admin.createOrReplace({_id: 'turncoat', _type: 'secret', code: 'old secret'})
    await admin.createOrReplace({_id: 'turncoat', _type: 'post', title: 'Now public'})
    const past = await outcome(
      reviewer.request({uri: `/data/history/test/documents/turncoat?revision=${first._rev}`}),
    )
    expect(past.status).toBe(404)
    const lines = (await reviewer.request({
      uri: '/data/history/test/transactions/turncoat?effectFormat=mendoza',
    })) as string
    expect(String(lines)).not.toContain('old secret')
    expect(String(lines)).not.toContain(first._rev)
  })

  test("re-creating a deleted draft's id does not expose its past", async () => {
    await admin.createOrReplace({_id: 'drafts.reused', _type: 'secret', code: 'first life'})
    await admin.delete('drafts.reused')
    await admin.createOrReplace({_id: 'drafts.reused', _type: 'post', title: 'second life'})
    const lines = (await reviewer.request({
      uri: '/data/history/test/transactions/drafts.reused?effectFormat=mendoza',
    })) as string
    expect(String(lines)).not.toContain('first life')
    expect(String(lines)).toContain('second life')
  })
})
