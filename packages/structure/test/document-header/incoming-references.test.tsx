// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen, waitFor, within} from '@testing-library/react'
import type {CurrentUser, WorkspaceKernel} from '@tessera/store'
import {firstValueFrom, filter} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  groupIncomingReferences,
  INCOMING_REFERENCES_EMPTY_TEXT,
  INCOMING_REFERENCES_LIMIT,
  IncomingReferencesDialog,
  observeIncomingReferences,
  type IncomingReferencesState,
} from '../../src/document/references/index.js'
import {startStructureLake, StructureTestWorkspace, type StructureTestLake} from '../support/workspace.js'

let lake: StructureTestLake
let kernel: WorkspaceKernel
let currentUser: CurrentUser

beforeAll(async () => {
  lake = await startStructureLake()
  ;({kernel, currentUser} = await lake.signIn('Ada Editor'))
  await lake.admin
    .transaction()
    .create({_id: 'author-ada', _type: 'author', name: 'Ada Lovelace'})
    .create({_id: 'author-grace', _type: 'author', name: 'Grace Hopper'})
    .create({_id: 'author-nobody', _type: 'author', name: 'Nobody Cited'})
    .create({
      _id: 'post-1',
      _type: 'post',
      title: 'Engines',
      author: {_type: 'reference', _ref: 'author-ada'},
    })
    // A pair: published and draft both reference Ada, and show as one row.
    .create({_id: 'post-2', _type: 'post', title: 'Notes', author: {_type: 'reference', _ref: 'author-ada'}})
    .create({
      _id: 'drafts.post-2',
      _type: 'post',
      title: 'Notes (edited)',
      author: {_type: 'reference', _ref: 'author-ada'},
    })
    .create({
      _id: 'post-3',
      _type: 'post',
      title: 'Compilers',
      author: {_type: 'reference', _ref: 'author-grace'},
    })
    .commit()
})

afterEach(cleanup)
afterAll(() => lake.stop())

function renderDialog(documentId: string) {
  const opened: [string, string][] = []
  let closed = 0
  render(
    <StructureTestWorkspace kernel={kernel} currentUser={currentUser}>
      <IncomingReferencesDialog
        documentId={documentId}
        onOpen={(id, type) => opened.push([id, type])}
        onClose={() => closed++}
      />
    </StructureTestWorkspace>,
  )
  return {opened, closed: () => closed}
}

const rows = () =>
  [...document.querySelectorAll('[data-incoming-reference]')].map((row) =>
    row.getAttribute('data-incoming-reference'),
  )

describe('groupIncomingReferences', () => {
  it('makes one row per pair, previewing the draft when there is one, in the order the query gave', () => {
    const {references, truncated} = groupIncomingReferences([
      {_id: 'drafts.b', _type: 'post'},
      {_id: 'a', _type: 'post'},
      {_id: 'b', _type: 'post'},
    ])
    expect(truncated).toBe(false)
    expect(references).toEqual([
      {id: 'b', type: 'post', previewId: 'drafts.b', hasDraft: true, hasPublished: true},
      {id: 'a', type: 'post', previewId: 'a', hasDraft: false, hasPublished: true},
    ])
  })

  it('says when the query had more than the limit', () => {
    const many = Array.from({length: INCOMING_REFERENCES_LIMIT + 1}, (_, i) => ({
      _id: `p${i}`,
      _type: 'post',
    }))
    const {references, truncated} = groupIncomingReferences(many)
    expect(references).toHaveLength(INCOMING_REFERENCES_LIMIT)
    expect(truncated).toBe(true)
  })
})

describe('observeIncomingReferences', () => {
  it('finds referrers of either version and leaves out unrelated documents', async () => {
    const ready = await firstValueFrom(
      observeIncomingReferences(kernel.client, 'drafts.author-ada').pipe(
        filter(
          (state): state is Extract<IncomingReferencesState, {status: 'ready'}> => state.status === 'ready',
        ),
      ),
    )
    expect(ready.references.map((reference) => reference.id).sort()).toEqual(['post-1', 'post-2'])
    expect(ready.references.find((reference) => reference.id === 'post-2')).toMatchObject({
      hasDraft: true,
      hasPublished: true,
      previewId: 'drafts.post-2',
    })
  })
})

describe('IncomingReferencesDialog', () => {
  it("lists the referencing documents' previews under 'Incoming references'; a row opens its document", async () => {
    const {opened} = renderDialog('author-ada')
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Incoming references')).toBeTruthy()
    await within(dialog).findByText('Engines')
    // The pair's row previews the draft.
    await within(dialog).findByText('Notes (edited)')
    expect(within(dialog).queryByText('Compilers')).toBeNull()
    expect(rows().sort()).toEqual(['post-1', 'post-2'])

    fireEvent.click(within(dialog).getByText('Engines'))
    expect(opened).toEqual([['post-1', 'post']])
  })

  it('says so when nothing references the document', async () => {
    renderDialog('author-nobody')
    expect(await screen.findByText(INCOMING_REFERENCES_EMPTY_TEXT)).toBeTruthy()
  })

  it('shows a newly created referencing document without a reload, and drops one that stops referencing', async () => {
    renderDialog('author-grace')
    await screen.findByText('Compilers')
    await lake.admin.create({
      _id: 'drafts.post-4',
      _type: 'post',
      title: 'Debugging',
      author: {_type: 'reference', _ref: 'author-grace'},
    })
    await screen.findByText('Debugging', undefined, {timeout: 5000})

    await lake.admin.patch('post-3').unset(['author']).commit()
    await waitFor(() => expect(rows()).toEqual(['post-4']), {timeout: 5000})
  })

  it('closes on Escape through onClose', async () => {
    const {closed} = renderDialog('author-nobody')
    const dialog = await screen.findByRole('dialog')
    fireEvent.keyDown(dialog, {key: 'Escape'})
    await waitFor(() => expect(closed()).toBe(1))
  })
})
