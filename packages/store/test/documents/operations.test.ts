import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  DISABLED_REASONS,
  type DocumentOperations,
  type DocumentPairHandle,
  OperationDisabledError,
} from '../../src/documents/index.js'
import {Kernels} from './helpers/kernel.js'
import {startTestLake, type TestLake} from './helpers/lake.js'
import {type LakeProxy, startProxy} from './helpers/proxy.js'

let lake: TestLake
let proxy: LakeProxy
let kernels: Kernels

beforeAll(async () => {
  lake = await startTestLake()
  proxy = await startProxy(lake.url)
  kernels = new Kernels(lake)
})
afterEach(() => kernels.releaseAll())
afterAll(async () => {
  await proxy.close()
  await lake.stop()
})

function disabledReasons(operations: DocumentOperations) {
  return Object.fromEntries(Object.entries(operations).map(([name, operation]) => [name, operation.disabled]))
}

const ENABLED_ALWAYS = {restore: false, patch: false, commit: false}

async function openFresh(id: string, type = 'article'): Promise<DocumentPairHandle> {
  return kernels.open(kernels.store({apiHost: proxy.url}), id, type)
}

describe('disabled reasons', () => {
  it('are NOT_READY for every operation until both snapshots have arrived', async () => {
    const handle = kernels.store().pair('not-ready-yet', 'article')
    expect(disabledReasons(handle.getOperations())).toEqual({
      publish: 'NOT_READY',
      unpublish: 'NOT_READY',
      discardChanges: 'NOT_READY',
      delete: 'NOT_READY',
      duplicate: 'NOT_READY',
      restore: 'NOT_READY',
      patch: 'NOT_READY',
      commit: 'NOT_READY',
    })
    await expect(handle.getOperations().publish.execute()).rejects.toThrow('Cannot publish: NOT_READY')
    handle.release()
  })

  it('when neither the draft nor the published document exists', async () => {
    const handle = await openFresh('reasons-none')
    expect(disabledReasons(handle.getOperations())).toEqual({
      publish: DISABLED_REASONS.NO_CHANGES,
      unpublish: DISABLED_REASONS.NOT_PUBLISHED,
      discardChanges: DISABLED_REASONS.NO_CHANGES,
      delete: DISABLED_REASONS.NOTHING_TO_DELETE,
      duplicate: DISABLED_REASONS.NOTHING_TO_DUPLICATE,
      ...ENABLED_ALWAYS,
    })
  })

  it('when only the draft exists', async () => {
    await lake.client().create({_id: 'drafts.reasons-draft', _type: 'article', title: 'Draft'})
    const handle = await openFresh('reasons-draft')
    expect(disabledReasons(handle.getOperations())).toEqual({
      publish: false,
      unpublish: DISABLED_REASONS.NOT_PUBLISHED,
      discardChanges: DISABLED_REASONS.NOT_PUBLISHED,
      delete: false,
      duplicate: false,
      ...ENABLED_ALWAYS,
    })
  })

  it('when only the published document exists', async () => {
    await lake.client().create({_id: 'reasons-published', _type: 'article', title: 'Published'})
    const handle = await openFresh('reasons-published')
    expect(disabledReasons(handle.getOperations())).toEqual({
      publish: DISABLED_REASONS.ALREADY_PUBLISHED,
      unpublish: false,
      discardChanges: DISABLED_REASONS.NO_CHANGES,
      delete: false,
      duplicate: false,
      ...ENABLED_ALWAYS,
    })
  })

  it('when both exist', async () => {
    await lake.client().create({_id: 'reasons-both', _type: 'article', title: 'Published'})
    await lake.client().create({_id: 'drafts.reasons-both', _type: 'article', title: 'Edited'})
    const handle = await openFresh('reasons-both')
    expect(disabledReasons(handle.getOperations())).toEqual({
      publish: false,
      unpublish: false,
      discardChanges: false,
      delete: false,
      duplicate: false,
      ...ENABLED_ALWAYS,
    })
  })

  it('for a live-edit type', async () => {
    await lake.client().create({_id: 'reasons-live', _type: 'liveSetting', title: 'Live'})
    const handle = await openFresh('reasons-live', 'liveSetting')
    expect(handle.liveEdit).toBe(true)
    expect(disabledReasons(handle.getOperations())).toEqual({
      publish: DISABLED_REASONS.LIVE_EDIT_ENABLED,
      unpublish: DISABLED_REASONS.LIVE_EDIT_ENABLED,
      discardChanges: DISABLED_REASONS.NO_CHANGES,
      delete: false,
      duplicate: false,
      ...ENABLED_ALWAYS,
    })
  })

  it('follow local edits at once: the first edit of a published document enables publish', async () => {
    await lake.client().create({_id: 'reasons-edit', _type: 'article', title: 'Published'})
    const handle = await openFresh('reasons-edit')
    handle.getOperations().patch.execute([{set: {title: 'Changed'}}])
    expect(handle.getOperations().publish.disabled).toBe(false)
    expect(handle.getOperations().discardChanges.disabled).toBe(false)
    expect(handle.getEditState().draft?.title).toBe('Changed')
  })

  it('make execute reject with the reason', async () => {
    const handle = await openFresh('reasons-execute')
    const failure = handle.getOperations().unpublish.execute()
    await expect(failure).rejects.toBeInstanceOf(OperationDisabledError)
    await expect(failure).rejects.toThrow('Cannot unpublish: NOT_PUBLISHED')
  })
})

describe('operations', () => {
  it('publish while edits are pending commits them first and publishes them, tagged', async () => {
    await lake.client().create({_id: 'pub-pending', _type: 'article', title: 'v1', body: 'one'})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 60_000})
    const handle = await kernels.open(store, 'pub-pending', 'article')
    const before = proxy.requests.length
    handle.getOperations().patch.execute([{set: {title: 'v2'}}])
    handle.getOperations().patch.execute([{set: {body: 'two'}}])
    expect(handle.getState().hasLocalEdits).toBe(true)

    await handle.getOperations().publish.execute()

    const published = await lake.client().getDocument('pub-pending')
    expect(published).toMatchObject({title: 'v2', body: 'two'})
    expect(await lake.client().getDocument('drafts.pub-pending')).toBeUndefined()
    expect(handle.getEditState()).toMatchObject({draft: null, published: {title: 'v2', body: 'two'}})
    const writes = proxy.requests.slice(before).filter((r) => /\/data\/(mutate|actions)\//.test(r.path))
    // The first edit's commit would go after the next painted frame (leading edge); publish sends both
    // edits before that, in one commit, then the publish.
    expect(writes.map((r) => [r.path.split('/')[3], r.tag])).toEqual([
      ['mutate', 'document.commit'],
      ['actions', 'document.publish'],
    ])
    // The publish is locked to the revisions the user saw.
    const action = JSON.parse(writes[1].body).actions[0]
    expect(action).toMatchObject({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.pub-pending',
      publishedId: 'pub-pending',
    })
    expect(typeof action.ifDraftRevisionId).toBe('string')
    expect(typeof action.ifPublishedRevisionId).toBe('string')
  })

  it('publish of a never-published draft creates the published document', async () => {
    await lake.client().create({_id: 'drafts.pub-new', _type: 'article', title: 'First'})
    const handle = await openFresh('pub-new')
    await handle.getOperations().publish.execute()
    expect(await lake.client().getDocument('pub-new')).toMatchObject({title: 'First'})
    expect(handle.getEditState()).toMatchObject({draft: null, published: {title: 'First'}})
  })

  it('unpublish keeps the content as a draft', async () => {
    await lake.client().create({_id: 'unpub', _type: 'article', title: 'Live now'})
    const handle = await openFresh('unpub')
    await handle.getOperations().unpublish.execute()
    expect(await lake.client().getDocument('unpub')).toBeUndefined()
    expect(await lake.client().getDocument('drafts.unpub')).toMatchObject({title: 'Live now'})
    expect(handle.getEditState()).toMatchObject({published: null, draft: {title: 'Live now'}})
    expect(proxy.requestsTo('/data/actions/').at(-1)?.tag).toBe('document.unpublish')
  })

  it('discardChanges deletes the draft, including edits not yet committed', async () => {
    await lake.client().create({_id: 'discard', _type: 'article', title: 'Kept'})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 60_000})
    const handle = await kernels.open(store, 'discard', 'article')
    handle.getOperations().patch.execute([{set: {title: 'Thrown away'}}])
    await handle.getOperations().discardChanges.execute()
    expect(await lake.client().getDocument('drafts.discard')).toBeUndefined()
    expect(handle.getEditState()).toMatchObject({draft: null, published: {title: 'Kept'}})
    expect(proxy.requestsTo('/data/actions/').at(-1)?.tag).toBe('document.discard-changes')
  })

  it('delete removes both documents', async () => {
    await lake.client().create({_id: 'remove', _type: 'article', title: 'A'})
    await lake.client().create({_id: 'drafts.remove', _type: 'article', title: 'B'})
    const handle = await openFresh('remove')
    await handle.getOperations().delete.execute()
    expect(await lake.client().getDocuments(['remove', 'drafts.remove'])).toEqual([null, null])
    expect(handle.getEditState()).toMatchObject({draft: null, published: null})
    expect(handle.getOperations().delete.disabled).toBe(DISABLED_REASONS.NOTHING_TO_DELETE)
    expect(proxy.requestsTo('/data/actions/').at(-1)?.tag).toBe('document.delete')
  })

  it('duplicate copies what the user sees into a new draft', async () => {
    await lake.client().create({_id: 'original', _type: 'article', title: 'Original', n: 1})
    const handle = await openFresh('original')
    handle.getOperations().patch.execute([{set: {title: 'Edited copy'}}])
    await handle.getOperations().duplicate.execute('the-copy')
    const copy = await lake.client().getDocument('drafts.the-copy')
    expect(copy).toMatchObject({_id: 'drafts.the-copy', _type: 'article', title: 'Edited copy', n: 1})
    expect(await lake.client().getDocument('the-copy')).toBeUndefined()
    expect(proxy.requestsTo('/data/mutate/').map((request) => request.tag)).toContain('document.duplicate')
  })

  it('commit sends buffered edits at once', async () => {
    await lake.client().create({_id: 'commit-now', _type: 'article', title: 'Before'})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 60_000})
    const handle = await kernels.open(store, 'commit-now', 'article')
    handle.getOperations().patch.execute([{set: {title: 'A'}}])
    handle.getOperations().patch.execute([{set: {title: 'After'}}])
    await handle.getOperations().commit.execute()
    expect(await lake.client().getDocument('drafts.commit-now')).toMatchObject({title: 'After'})
  })
})

describe('live-edit types', () => {
  it('edit, duplicate and delete the published document; no draft ever appears', async () => {
    await lake.client().create({_id: 'live', _type: 'liveSetting', title: 'On'})
    const handle = await openFresh('live', 'liveSetting')
    handle.getOperations().patch.execute([{set: {title: 'Off'}}])
    expect(handle.getEditState()).toMatchObject({draft: null, published: {title: 'Off'}, liveEdit: true})
    await handle.getOperations().commit.execute()
    expect(await lake.client().getDocument('live')).toMatchObject({title: 'Off'})
    expect(await lake.client().getDocument('drafts.live')).toBeUndefined()

    await handle.getOperations().duplicate.execute('live-copy')
    expect(await lake.client().getDocument('live-copy')).toMatchObject({title: 'Off'})
    expect(await lake.client().getDocument('drafts.live-copy')).toBeUndefined()

    await handle.getOperations().delete.execute()
    expect(await lake.client().getDocument('live')).toBeUndefined()
    expect(handle.getEditState().published).toBeNull()
  })

  it('creates a live-edit document on its first edit', async () => {
    const handle = await openFresh('live-new', 'liveSetting')
    handle.getOperations().patch.execute([{set: {title: 'Created'}}], {enabled: true})
    await handle.getOperations().commit.execute()
    expect(await lake.client().getDocument('live-new')).toMatchObject({
      _type: 'liveSetting',
      title: 'Created',
      enabled: true,
    })
  })
})
