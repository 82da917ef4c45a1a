// @vitest-environment jsdom
import {ConfigResolutionError, type PluginOptions} from '@tessera/kit'
import {cleanup, fireEvent, screen, waitFor} from '@testing-library/react'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  defaultDocumentActions,
  resolveDocumentActions,
  type DocumentActionDescriptor,
  type DocumentActionsContext,
  type DocumentBadgeDescriptor,
} from '../../src/actions/index.js'
import {resolveDocumentBadges} from '../../src/badges/index.js'
import {startStructureLake, testWorkspaceInfo, type StructureTestLake} from '../support/workspace.js'
import {openActions} from './support.js'

type Session = Awaited<ReturnType<StructureTestLake['signIn']>>

let lake: StructureTestLake
let editor: Session

beforeAll(async () => {
  lake = await startStructureLake()
  editor = await lake.signIn('Ed Editor', ['editor'])
  await lake.admin
    .transaction()
    .create({_id: 'post-a', _type: 'post', title: 'A'})
    .create({_id: 'drafts.post-a', _type: 'post', title: 'A, edited'})
    .create({_id: 'note-a', _type: 'note', title: 'Note'})
    .commit()
})

afterEach(cleanup)
afterAll(() => lake.stop())

/** A plugin action: marks the document reviewed through the store's patch operation. */
const markReviewed: DocumentActionDescriptor = {
  name: 'markReviewed',
  label: 'Mark reviewed',
  disabled: ({permissions}) => (permissions.update?.granted ? false : 'Not allowed'),
  async run({operations}) {
    operations.patch.execute([{set: {title: 'Reviewed'}}])
    await operations.commit.execute()
  },
  successMessage: 'Marked as reviewed',
}

const reviewBadge: DocumentBadgeDescriptor = {
  name: 'review',
  render: ({editState}) => (editState.draft ? {label: 'In review', tone: 'caution'} : null),
}

/** Removes duplicate, puts delete first, and only for posts; adds the review action to everything. */
const editorialPlugin: PluginOptions = {
  name: 'editorial',
  document: {
    actions: (prev: DocumentActionDescriptor[], context: DocumentActionsContext) => {
      if (context.schemaType !== 'post') return prev
      const kept = prev.filter((action) => action.name !== 'duplicate' && action.name !== 'delete')
      const remove = prev.find((action) => action.name === 'delete')!
      return [remove, ...kept]
    },
    badges: (prev: DocumentBadgeDescriptor[], context: DocumentActionsContext) =>
      context.schemaType === 'post' ? [...prev, reviewBadge] : prev,
  },
}
const reviewPlugin: PluginOptions = {name: 'review', document: {actions: [markReviewed]}}

describe('plugins change the actions and badges per document', () => {
  it('a reducer removes and reorders; an array appends (in plugin order)', async () => {
    const harness = await openActions(
      editor,
      {id: 'post-a', type: 'post'},
      {plugins: [editorialPlugin, reviewPlugin], footer: true},
    )
    expect(harness.order()).toEqual(['delete', 'publish', 'unpublish', 'discardChanges', 'markReviewed'])
    expect(harness.badges()).toEqual([{name: 'review', label: 'In review', tone: 'caution'}])
    // The first visible action is the primary button.
    expect(screen.getByRole('button', {name: 'Delete'})).toBeTruthy()
    expect(screen.getByText('In review')).toBeTruthy()
  })

  it('reducers see the document: another type keeps the defaults', async () => {
    const harness = await openActions(
      editor,
      {id: 'note-a', type: 'note'},
      {plugins: [editorialPlugin, reviewPlugin]},
    )
    expect(harness.order()).toEqual(['duplicate', 'delete', 'markReviewed'])
    expect(harness.badges().map((badge) => badge.name)).toEqual(['liveEdit'])
  })

  it("a plugin's action runs from the menu against the real document", async () => {
    await openActions(editor, {id: 'post-a', type: 'post'}, {plugins: [reviewPlugin], footer: true})
    fireEvent.click(screen.getByRole('button', {name: 'More document actions'}))
    // The menu's code loads at the first press; the menu opens when it is in.
    const item = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="menuitem"][data-action="markReviewed"]')
      expect(found).not.toBeNull()
      return found!
    })
    fireEvent.click(item)
    expect(await screen.findByText('Marked as reviewed', {}, {timeout: 5000})).toBeTruthy()
    await waitFor(async () =>
      expect(await lake.admin.getDocument('drafts.post-a')).toMatchObject({title: 'Reviewed'}),
    )
  })
})

describe('resolveDocumentActions (pure)', () => {
  const context: DocumentActionsContext = {
    documentId: 'x',
    schemaType: 'post',
    liveEdit: false,
    projectId: 'p',
    dataset: 'd',
    currentUser: {id: 'u', roles: [{name: 'editor', title: 'Editor'}]},
  }

  it('hands each reducer the context, and a copy it may not spoil for others', () => {
    const seen: DocumentActionsContext[] = []
    const plugins = testWorkspaceInfo([
      {
        name: 'spy',
        document: {
          actions: (prev: DocumentActionDescriptor[], given: DocumentActionsContext) => {
            seen.push(given)
            prev.length = 0
            return []
          },
        },
      },
    ]).plugins!
    expect(resolveDocumentActions(plugins, context)).toEqual([])
    expect(seen).toEqual([context])
    expect(defaultDocumentActions.map((action) => action.name)).toEqual([
      'publish',
      'unpublish',
      'discardChanges',
      'duplicate',
      'delete',
    ])
  })

  it('names the plugin whose reducer failed', () => {
    // A plugin written in plain JavaScript can return anything; the types would not let it.
    const broken = {name: 'broken', document: {actions: () => 'not a list', badges: () => null}}
    const plugins = testWorkspaceInfo([broken as unknown as PluginOptions]).plugins!
    expect(() => resolveDocumentActions(plugins, context)).toThrow(ConfigResolutionError)
    expect(() => resolveDocumentActions(plugins, context)).toThrow(/document\.actions[\s\S]*broken/)
    expect(() => resolveDocumentBadges(plugins, context)).toThrow(/document\.badges[\s\S]*broken/)
  })
})
