// @vitest-environment jsdom
import {cleanup, fireEvent, screen, waitFor} from '@testing-library/react'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {ACTION_MESSAGES} from '../../src/actions/index.js'
import {startStructureLake, type StructureTestLake} from '../support/workspace.js'
import {openActions, TITLE_REQUIRED} from './support.js'

type Session = Awaited<ReturnType<StructureTestLake['signIn']>>

let lake: StructureTestLake
let editor: Session

beforeAll(async () => {
  lake = await startStructureLake()
  editor = await lake.signIn('Ed Editor', ['editor'])
  await lake.admin
    .transaction()
    .create({_id: 'drafts.to-publish', _type: 'post', title: 'Ready'})
    .create({_id: 'drafts.to-publish-by-key', _type: 'post', title: 'Ready by key'})
    .create({_id: 'to-unpublish', _type: 'post', title: 'Live now'})
    .create({_id: 'to-discard', _type: 'post', title: 'Published title'})
    .create({_id: 'drafts.to-discard', _type: 'post', title: 'Edited title'})
    .create({_id: 'to-duplicate', _type: 'post', title: 'Original'})
    .create({_id: 'drafts.to-delete', _type: 'post', title: 'Unwanted draft'})
    .create({_id: 'to-delete', _type: 'post', title: 'Unwanted'})
    .create({_id: 'cited', _type: 'author', name: 'Cited author'})
    .create({_id: 'citing', _type: 'post', title: 'Cites', author: {_type: 'reference', _ref: 'cited'}})
    .create({_id: 'live-to-delete', _type: 'note', title: 'Live note'})
    .commit()
})

afterEach(cleanup)
afterAll(() => lake.stop())

const M = ACTION_MESSAGES

/** Opens the '…' menu (its code loads at the first press; the menu opens when it is in). */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', {name: M['footer.more-actions']}))
  await waitFor(() => expect(document.querySelector('[role="menuitem"][data-action]')).not.toBeNull())
}

/** A menu item of the '…' menu (jsdom has no layout: the popover may be marked hidden). */
function menuItem(name: string): HTMLElement {
  const item = document.querySelector<HTMLElement>(`[role="menuitem"][data-action="${name}"]`)
  if (!item) throw new Error(`No menu item ${name}`)
  return item
}

async function confirmDialog(confirmText: string) {
  const button = await screen.findByRole('button', {name: confirmText, hidden: true})
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(button)
}

describe('running the actions from the footer', () => {
  it('publish: the primary button, "Publishing…" while it runs, then the draft is the published document', async () => {
    await openActions(editor, {id: 'to-publish', type: 'post'}, {footer: true})
    const publish = screen.getByRole('button', {name: 'Publish'})
    fireEvent.click(publish)
    expect(await screen.findByRole('button', {name: 'Publishing…'})).toBeTruthy()
    expect(await screen.findByText(M['publish.success'], {}, {timeout: 5_000})).toBeTruthy()
    expect(await lake.admin.getDocument('to-publish')).toMatchObject({title: 'Ready'})
    expect(await lake.admin.getDocument('drafts.to-publish')).toBeUndefined()
    await screen.findByRole('button', {name: 'Published'})
  })

  it('publish: Ctrl+Alt+P inside the pane publishes as the button does (Alt+P types π on a Mac)', async () => {
    await openActions(editor, {id: 'to-publish-by-key', type: 'post'}, {footer: true})
    // Elsewhere on the page the shortcut does nothing.
    fireEvent.keyDown(document.body, {key: 'π', code: 'KeyP', ctrlKey: true, altKey: true})
    fireEvent.keyDown(screen.getByTestId('pane'), {key: 'p', code: 'KeyP', ctrlKey: true})
    // A publish would have started at once ('Publishing…') and be done well within this wait.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('button', {name: 'Publishing…'})).toBeNull()
    expect(await lake.admin.getDocument('to-publish-by-key')).toBeUndefined()
    fireEvent.keyDown(screen.getByRole('button', {name: 'Publish'}), {
      key: 'π',
      code: 'KeyP',
      ctrlKey: true,
      altKey: true,
    })
    expect(await screen.findByText(M['publish.success'], {}, {timeout: 5_000})).toBeTruthy()
    expect(await lake.admin.getDocument('to-publish-by-key')).toMatchObject({title: 'Ready by key'})
    expect(await lake.admin.getDocument('drafts.to-publish-by-key')).toBeUndefined()
  })

  it('publish: disabled with the reason on its wrapper while a required field is empty', async () => {
    await openActions(editor, {id: 'to-discard', type: 'post', validation: [TITLE_REQUIRED]}, {footer: true})
    const button = screen.getByRole('button', {name: 'Publish'}) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.closest('[data-disabled-reason]')?.getAttribute('data-disabled-reason')).toBe(
      M['publish.validation-errors'],
    )
    fireEvent.click(button)
    expect(await lake.admin.getDocument('drafts.to-discard')).toBeTruthy()
  })

  it('unpublish: asks first, then keeps the content as a draft', async () => {
    await openActions(editor, {id: 'to-unpublish', type: 'post'}, {footer: true})
    await openMenu()
    fireEvent.click(menuItem('unpublish'))
    expect(await screen.findByText(M['unpublish.confirm-title'])).toBeTruthy()
    expect(screen.getByText(M['unpublish.confirm-message'])).toBeTruthy()
    await confirmDialog(M['unpublish.confirm'])
    expect(await screen.findByText(M['unpublish.success'])).toBeTruthy()
    expect(await lake.admin.getDocument('to-unpublish')).toBeUndefined()
    expect(await lake.admin.getDocument('drafts.to-unpublish')).toMatchObject({title: 'Live now'})
  })

  it('discard changes: asks first, then the draft is gone and the published version stays', async () => {
    await openActions(editor, {id: 'to-discard', type: 'post'}, {footer: true})
    await openMenu()
    fireEvent.click(menuItem('discardChanges'))
    expect(await screen.findByText(M['discard.confirm-title'])).toBeTruthy()
    await confirmDialog(M['discard.confirm'])
    expect(await screen.findByText(M['discard.success'])).toBeTruthy()
    expect(await lake.admin.getDocument('drafts.to-discard')).toBeUndefined()
    expect(await lake.admin.getDocument('to-discard')).toMatchObject({title: 'Published title'})
  })

  it('duplicate: a draft copy under a new id, which is then opened', async () => {
    const harness = await openActions(editor, {id: 'to-duplicate', type: 'post'}, {footer: true})
    await openMenu()
    fireEvent.click(menuItem('duplicate'))
    await waitFor(() => expect(harness.opened).toHaveLength(1))
    const [[newId, type]] = harness.opened
    expect(type).toBe('post')
    expect(newId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await lake.admin.getDocument(`drafts.${newId}`)).toMatchObject({_type: 'post', title: 'Original'})
    expect(await lake.admin.getDocument(newId)).toBeUndefined()
    expect(await screen.findByText(M['duplicate.success'])).toBeTruthy()
  })

  it('delete: nothing happens until confirmed; cancel keeps the document', async () => {
    const harness = await openActions(editor, {id: 'to-delete', type: 'post'}, {footer: true})
    await openMenu()
    fireEvent.click(menuItem('delete'))
    expect(await screen.findByText(M['delete.confirm-title'])).toBeTruthy()
    expect(await screen.findByText(M['delete.confirm-message-both'])).toBeTruthy()
    expect(screen.queryByText(/refer to this one/)).toBeNull()
    fireEvent.click(screen.getByRole('button', {name: M['footer.cancel'], hidden: true}))
    await waitFor(() => expect(screen.queryByText(M['delete.confirm-title'])).toBeNull())
    expect(await lake.admin.getDocument('to-delete')).toBeTruthy()
    expect(harness.closed()).toBe(0)

    await openMenu()
    fireEvent.click(menuItem('delete'))
    await confirmDialog(M['delete.confirm'])
    await waitFor(() => expect(harness.closed()).toBe(1))
    expect(await lake.admin.getDocument('to-delete')).toBeUndefined()
    expect(await lake.admin.getDocument('drafts.to-delete')).toBeUndefined()
    expect(await screen.findByText(M['delete.success'])).toBeTruthy()
  })

  it("delete: warns about referring documents, and shows the lake's refusal clearly", async () => {
    const harness = await openActions(editor, {id: 'cited', type: 'author'}, {footer: true})
    // An author has no publish to speak of: publish is primary and disabled ('Published').
    await openMenu()
    fireEvent.click(menuItem('delete'))
    expect(await screen.findByText(M['delete.references-one'])).toBeTruthy()
    await confirmDialog(M['delete.confirm'])
    expect(await screen.findByText(M['delete.failure'])).toBeTruthy()
    // What to do first, then the lake's own words naming the referring document.
    expect(
      screen.getByText(
        `${M['delete.failure-referenced']} Document "cited" cannot be deleted as there are references to it from "citing"`,
      ),
    ).toBeTruthy()
    expect(harness.closed()).toBe(0)
    expect(await lake.admin.getDocument('cited')).toBeTruthy()
  })

  it('delete on a live-edit type: the primary is duplicate, delete is in the menu', async () => {
    const harness = await openActions(editor, {id: 'live-to-delete', type: 'note'}, {footer: true})
    expect(screen.getByRole('button', {name: 'Duplicate'})).toBeTruthy()
    expect(screen.getByText('Live')).toBeTruthy()
    await openMenu()
    fireEvent.click(menuItem('delete'))
    expect(await screen.findByText(M['delete.confirm-message-published'])).toBeTruthy()
    await confirmDialog(M['delete.confirm'])
    await waitFor(() => expect(harness.closed()).toBe(1))
    expect(await lake.admin.getDocument('live-to-delete')).toBeUndefined()
  })
})
