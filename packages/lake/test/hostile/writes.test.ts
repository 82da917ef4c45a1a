import type {SanityClient} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {editAction} from '../helpers/actions.js'
import {lakeClient, startLake, type TestLake} from '../helpers/start-lake.js'
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
    .commit()
})

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
    const publish = await outcome(
      reviewer.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.hidden-pub',
        publishedId: 'hidden-pub',
      } as never),
    )
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
