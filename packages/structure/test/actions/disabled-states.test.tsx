// @vitest-environment jsdom
import {permissionMessage} from '@tessera/store'
import {cleanup} from '@testing-library/react'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {ACTION_MESSAGES} from '../../src/actions/index.js'
import {startStructureLake, type StructureTestLake} from '../support/workspace.js'
import {openActions, TITLE_REQUIRED} from './support.js'

type Session = Awaited<ReturnType<StructureTestLake['signIn']>>

let lake: StructureTestLake
let editor: Session
let viewer: Session
let contributor: Session

beforeAll(async () => {
  lake = await startStructureLake()
  ;[editor, viewer, contributor] = await Promise.all([
    lake.signIn('Ed Editor', ['editor']),
    lake.signIn('Vi Viewer', ['viewer']),
    lake.signIn('Con Contributor', ['contributor']),
  ])
  await lake.admin
    .transaction()
    .create({_id: 'drafts.draft-only', _type: 'post', title: 'Draft only'})
    .create({_id: 'published-only', _type: 'post', title: 'Published only'})
    .create({_id: 'both', _type: 'post', title: 'Published'})
    .create({_id: 'drafts.both', _type: 'post', title: 'Published, then edited'})
    .create({_id: 'live-note', _type: 'note', title: 'A live note'})
    .commit()
})

afterEach(cleanup)
afterAll(() => lake.stop())

const M = ACTION_MESSAGES

describe('what each action says, per situation (an editor)', () => {
  it('a new document: nothing to publish, unpublish, duplicate or delete; no discard', async () => {
    const harness = await openActions(editor, {id: 'brand-new', type: 'post'})
    expect(harness.order()).toEqual(['publish', 'unpublish', 'duplicate', 'delete'])
    const items = harness.items()
    expect(items.publish).toMatchObject({
      label: 'Publish',
      tone: 'positive',
      disabled: M['publish.no-changes'],
    })
    expect(items.unpublish.disabled).toBe(M['unpublish.not-published'])
    expect(items.duplicate.disabled).toBe(M['duplicate.nothing'])
    expect(items.delete.disabled).toBe(M['delete.nothing'])
    expect(harness.badges()).toEqual([])
  })

  it('a draft only: publish, duplicate and delete; never published, so no discard', async () => {
    const harness = await openActions(editor, {id: 'draft-only', type: 'post'})
    expect(harness.order()).toEqual(['publish', 'unpublish', 'duplicate', 'delete'])
    const items = harness.items()
    expect(items.publish).toMatchObject({label: 'Publish', disabled: false})
    expect(items.unpublish.disabled).toBe(M['unpublish.not-published'])
    expect(items.duplicate.disabled).toBe(false)
    expect(items.delete.disabled).toBe(false)
  })

  it('published without changes: "Published", discard shown but disabled', async () => {
    const harness = await openActions(editor, {id: 'published-only', type: 'post'})
    expect(harness.order()).toEqual(['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete'])
    const items = harness.items()
    expect(items.publish).toMatchObject({label: 'Published', disabled: 'There are no unpublished changes'})
    expect(items.unpublish.disabled).toBe(false)
    expect(items.discardChanges.disabled).toBe(M['discard.no-changes'])
    expect(items.duplicate.disabled).toBe(false)
    expect(items.delete.disabled).toBe(false)
  })

  it('published with changes: everything enabled', async () => {
    const harness = await openActions(editor, {id: 'both', type: 'post'})
    const items = harness.items()
    expect(harness.order()).toEqual(['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete'])
    expect(Object.values(items).map((item) => item.disabled)).toEqual([false, false, false, false, false])
    expect(items.publish.label).toBe('Publish')
  })

  it('opened by its draft id: the same pair', async () => {
    const harness = await openActions(editor, {id: 'drafts.both', type: 'post'})
    expect(harness.context().documentId).toBe('both')
    expect(harness.items().discardChanges.disabled).toBe(false)
  })

  it('a live-edit type: no publish, unpublish or discard; a "Live" badge', async () => {
    const harness = await openActions(editor, {id: 'live-note', type: 'note'})
    expect(harness.order()).toEqual(['duplicate', 'delete'])
    expect(harness.items().duplicate.disabled).toBe(false)
    expect(harness.items().delete.disabled).toBe(false)
    expect(harness.badges()).toEqual([
      {name: 'liveEdit', label: 'Live', title: M['badge.live-title'], tone: 'critical'},
    ])
    // The hidden actions still explain themselves, for plugins that show them anyway.
    const {actions, context} = {actions: harness.actions(), context: harness.context()}
    const publish = actions.find((action) => action.name === 'publish')!
    expect(publish.disabled(context)).toBe(M['publish.live-edit'])
  })

  it('a new document of a live-edit type: nothing to duplicate or delete', async () => {
    const harness = await openActions(editor, {id: 'new-note', type: 'note'})
    expect(harness.order()).toEqual(['duplicate', 'delete'])
    expect(harness.items().duplicate.disabled).toBe(M['duplicate.nothing'])
    expect(harness.items().delete.disabled).toBe(M['delete.nothing'])
  })
})

describe('validation', () => {
  it('errors block publish; warnings and infos do not', async () => {
    const blocked = await openActions(editor, {id: 'draft-only', type: 'post', validation: [TITLE_REQUIRED]})
    expect(blocked.items().publish.disabled).toBe(
      'There are validation errors that need to be fixed before this document can be published',
    )
    // Only publish is blocked: the rest never write invalid content anywhere it was not.
    expect(blocked.items().delete.disabled).toBe(false)
    expect(blocked.items().duplicate.disabled).toBe(false)
    cleanup()
    const warned = await openActions(editor, {
      id: 'draft-only',
      type: 'post',
      validation: [
        {level: 'warning', message: 'Short', path: ['title']},
        {level: 'info', message: 'Fine', path: ['title']},
      ],
    })
    expect(warned.items().publish.disabled).toBe(false)
  })
})

describe("permissions (the store's messages, with the user's roles)", () => {
  it('a viewer: every action disabled, each saying why and naming the roles', async () => {
    const harness = await openActions(viewer, {id: 'both', type: 'post'})
    const items = harness.items()
    expect(items.publish.disabled).toBe(
      'You do not have permission to publish this document. Your roles: Viewer',
    )
    expect(items.unpublish.disabled).toBe(
      'You do not have permission to unpublish this document. Your roles: Viewer',
    )
    expect(items.discardChanges.disabled).toBe(
      'You do not have permission to discard changes in this document. Your roles: Viewer',
    )
    expect(items.duplicate.disabled).toBe(
      'You do not have permission to duplicate this document. Your roles: Viewer',
    )
    expect(items.delete.disabled).toBe(
      'You do not have permission to delete this document. Your roles: Viewer',
    )
    expect(harness.context().permissions.update?.granted).toBe(false)
  })

  it('a viewer on a live-edit document: duplicate and delete denied', async () => {
    const harness = await openActions(viewer, {id: 'live-note', type: 'note'})
    const roles = harness.context().currentUser!.roles
    expect(harness.items().duplicate.disabled).toBe(permissionMessage('duplicate-document', {roles}))
    expect(harness.items().delete.disabled).toBe(permissionMessage('delete-document', {roles}))
  })

  it('a contributor edits drafts: discards and duplicates, but may not publish, unpublish or delete what is published', async () => {
    const harness = await openActions(contributor, {id: 'both', type: 'post'})
    const items = harness.items()
    const denied = (what: string) => `You do not have permission to ${what}. Your roles: Contributor`
    expect(items.publish.disabled).toBe(denied('publish this document'))
    expect(items.unpublish.disabled).toBe(denied('unpublish this document'))
    expect(items.discardChanges.disabled).toBe(false)
    expect(items.duplicate.disabled).toBe(false)
    expect(items.delete.disabled).toBe(denied('delete this document'))
  })

  it('a contributor may delete a draft that was never published, but not publish it', async () => {
    const harness = await openActions(contributor, {id: 'draft-only', type: 'post'})
    expect(harness.items().publish.disabled).toBe(
      'You do not have permission to publish this document. Your roles: Contributor',
    )
    expect(harness.items().delete.disabled).toBe(false)
  })
})
