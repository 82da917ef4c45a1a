// @vitest-environment jsdom
import {act, cleanup, configure, fireEvent, render, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from '@testing-library/user-event'
import {permissionMessage, type CurrentUser, type WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {DocumentListNode, InitialValueTemplateItem} from '../../src/builder/types.js'
import {DocumentListPane} from '../../src/panes/document-list/index.js'
import {startStructureLake, StructureTestWorkspace, type StructureTestLake} from '../support/workspace.js'

// jsdom lays nothing out: the list's scroller reports a 530 px tall view (10 rows of 53 px).
const VIEW_HEIGHT = 530
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('data-document-list-scroller') ? VIEW_HEIGHT : 0
  },
})
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('data-document-list-scroller') ? 320 : 0
  },
})

// The first page comes from a real lake: on a loaded CI machine it can take seconds, not ms.
configure({asyncUtilTimeout: 15_000})

let lake: StructureTestLake
let editor: {kernel: WorkspaceKernel; currentUser: CurrentUser}
let viewer: {kernel: WorkspaceKernel; currentUser: CurrentUser}

beforeAll(async () => {
  lake = await startStructureLake()
  editor = await lake.signIn('Ada Editor')
  viewer = await lake.signIn('Vic Viewer', ['viewer'])
  // More posts than a short list's 50 (whose rows all render), so the list is virtualised and only
  // some rows render; written first, so that the three
  // below are the most recently edited and come first in the default ordering.
  const fillers = lake.admin.transaction()
  for (let i = 0; i < 60; i++) {
    fillers.create({_id: `post-filler-${i}`, _type: 'post', title: `Filler ${String(i).padStart(2, '0')}`})
  }
  await fillers.commit()
  await lake.admin
    .transaction()
    .create({_id: 'post-published', _type: 'post', title: 'Published post'})
    .create({_id: 'post-edited', _type: 'post', title: 'Edited post'})
    .create({_id: 'drafts.post-edited', _type: 'post', title: 'Edited post (draft)'})
    .create({_id: 'drafts.post-new', _type: 'post', title: 'New post'})
    .commit()
})

afterEach(cleanup)
afterAll(() => lake.stop())

const postList: DocumentListNode = {
  type: 'documentList',
  id: 'post',
  title: 'Post',
  schemaTypeName: 'post',
  filter: '_type == $type',
  params: {type: 'post'},
  orderings: [],
}

function renderPane(options: {pane?: DocumentListNode; as?: typeof editor; selectedId?: string} = {}) {
  const {pane = postList, as = editor, selectedId} = options
  const opened: [string, string][] = []
  const created: InitialValueTemplateItem[] = []
  render(
    <StructureTestWorkspace kernel={as.kernel} currentUser={as.currentUser}>
      <div style={{height: 600}}>
        <DocumentListPane
          pane={pane}
          selectedId={selectedId}
          onOpen={(id, type) => opened.push([id, type])}
          onCreate={(item) => created.push(item)}
          refetchThrottleMs={50}
        />
      </div>
    </StructureTestWorkspace>,
  )
  return {opened, created}
}

const row = (id: string) => document.querySelector<HTMLElement>(`[data-document-id="${id}"]`)
const rowIds = () =>
  [...document.querySelectorAll('[data-document-id]')].map((el) => el.getAttribute('data-document-id'))

describe('DocumentListPane', () => {
  it('renders the rows in view with their status dots, highlights the open one and opens on click', async () => {
    const {opened} = renderPane({selectedId: 'post-edited'})
    expect(screen.getByRole('heading', {name: 'Post'})).toBeTruthy()
    await waitFor(() => expect(row('post-new')).toBeTruthy())
    // Only the rows in view (and a few either side) exist: 63 documents, 10 rows in view, overscan 10
    // (once the virtualizer's code is in: until then the first 50 rows show).
    expect(document.querySelector('[data-document-list]')?.getAttribute('data-count')).toBe('63')
    await waitFor(() => expect(rowIds().length).toBeLessThanOrEqual(30))
    expect(rowIds().length).toBeGreaterThanOrEqual(10)

    const status = (id: string) => row(id)!.querySelector('[data-status]')?.getAttribute('data-status')
    expect(status('post-new')).toBe('unpublished')
    expect(status('post-edited')).toBe('edited')
    expect(within(row('post-edited')!).getByText('Edited post (draft)')).toBeTruthy()

    expect(row('post-edited')!.hasAttribute('data-selected')).toBe(true)
    expect(row('post-new')!.hasAttribute('data-selected')).toBe(false)

    fireEvent.click(row('post-new')!)
    expect(opened).toEqual([['post-new', 'post']])
  })

  it('moves between rows with the arrow keys and opens the focused one with Enter', async () => {
    const {opened} = renderPane()
    await waitFor(() => expect(row('post-published')).toBeTruthy())
    const [first, second] = rowIds()
    row(first!)!.focus()
    const user = userEvent.setup()
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(document.activeElement).toBe(row(second!)))
    await user.keyboard('{Enter}')
    expect(opened).toEqual([[second, 'post']])
  })

  it('sorts by the ordering picked from the menu, and remembers the pick for the pane', async () => {
    // A pane of its own: the pick is kept in the kernel's settings under the pane id.
    const pane = {...postList, id: 'post-sorted'}
    renderPane({pane})
    await waitFor(() => expect(row('post-new')).toBeTruthy())
    fireEvent.click(screen.getByRole('button', {name: 'Sort'}))
    const menu = await screen.findByRole('menu', {hidden: true})
    const titles = within(menu)
      .getAllByRole('menuitem', {hidden: true})
      .map((item) => item.textContent)
    expect(titles).toEqual(['Sort by title', 'Sort by created', 'Sort by last edited'])
    fireEvent.click(within(menu).getByText('Sort by title'))
    await waitFor(() =>
      expect(rowIds().slice(0, 3)).toEqual(['post-edited', 'post-filler-0', 'post-filler-1']),
    )
    cleanup()
    renderPane({pane})
    await waitFor(() =>
      expect(rowIds().slice(0, 3)).toEqual(['post-edited', 'post-filler-0', 'post-filler-1']),
    )
  })

  it('shows a document another client creates without a reload', async () => {
    renderPane()
    await waitFor(() => expect(row('post-new')).toBeTruthy())
    await act(async () => {
      await lake.admin.create({_id: 'post-live', _type: 'post', title: 'Arrived live'})
    })
    // Last edited first: the new document comes in at the top.
    await waitFor(() => expect(rowIds()[0]).toBe('post-live'))
    expect(within(row('post-live')!).getByText('Arrived live')).toBeTruthy()
    await lake.admin.delete('post-live')
  })

  it('offers the type’s template to an editor and creates from it', async () => {
    const {created} = renderPane()
    const button = await screen.findByRole('button', {name: 'Create new document'})
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(button)
    expect(created).toEqual([{templateId: 'post'}])
  })

  it('disables the create button for a viewer, saying why', async () => {
    renderPane({as: viewer})
    const expected = permissionMessage('create-document', {
      roles: viewer.currentUser.roles,
      typeTitle: 'Post',
    })
    await waitFor(() =>
      expect(document.querySelector('[data-create-wrapper]')?.getAttribute('data-disabled-reason')).toBe(
        expected,
      ),
    )
    expect(
      (screen.getByRole('button', {name: 'Create new document', hidden: true}) as HTMLButtonElement).disabled,
    ).toBe(true)
    // The viewer still reads the list.
    await waitFor(() => expect(row('post-published')).toBeTruthy())
  })

  it('says when a type has no documents, and when a filter matches none', async () => {
    renderPane({
      pane: {...postList, id: 'author', title: 'Author', schemaTypeName: 'author', params: {type: 'author'}},
    })
    expect(await screen.findByText('No documents of this type')).toBeTruthy()
    cleanup()
    renderPane({
      pane: {...postList, id: 'none', title: 'None', filter: '_type == $type && title == "nothing"'},
    })
    expect(await screen.findByText('No matching documents')).toBeTruthy()
  })

  it('shows an error with a Retry button when the list cannot load', async () => {
    renderPane({pane: {...postList, id: 'broken', filter: '_type == $type &&'}})
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Could not load the documents')).toBeTruthy()
    fireEvent.click(within(alert).getByRole('button', {name: 'Retry'}))
    // It fails again (the filter cannot parse), and says so again.
    expect(await screen.findByRole('alert')).toBeTruthy()
  })
})

describe('DocumentListPane search', () => {
  const countShown = () => document.querySelector('[data-document-list="ready"]')?.getAttribute('data-count')
  const searchField = () => screen.getByRole('textbox', {name: 'Search list'})

  it('narrows the rows and the count as the user types, and clearing restores them', async () => {
    renderPane()
    await waitFor(() => expect(countShown()).toBe('63'))
    const user = userEvent.setup()
    await user.type(searchField(), 'publ')
    // Right after typing the search waits (debounce, then the lake): the field says it is busy.
    expect(searchField().hasAttribute('data-busy')).toBe(true)
    await waitFor(() => expect(countShown()).toBe('1'))
    expect(rowIds()).toEqual(['post-published'])
    expect(searchField().hasAttribute('data-busy')).toBe(false)

    await user.click(screen.getByRole('button', {name: 'Clear search'}))
    expect((searchField() as HTMLInputElement).value).toBe('')
    await waitFor(() => expect(countShown()).toBe('63'))

    // Several words, each a prefix: 'Filler 30' to 'Filler 39', and 'Filler 03' by its id (post-filler-3).
    await user.type(searchField(), 'fill 3')
    await waitFor(() => expect(countShown()).toBe('11'))
    expect(rowIds().every((id) => /^post-filler-3\d?$/.test(id!))).toBe(true)
    await user.keyboard('{Escape}')
    expect((searchField() as HTMLInputElement).value).toBe('')
    await waitFor(() => expect(countShown()).toBe('63'))
  })

  it('finds a draft by its text, and says when nothing matches what was typed', async () => {
    renderPane()
    const user = userEvent.setup()
    await user.type(searchField(), 'edited draft')
    await waitFor(() => expect(rowIds()).toEqual(['post-edited']))
    await user.clear(searchField())
    await user.type(searchField(), 'zebra')
    expect(await screen.findByText('No documents match “zebra”')).toBeTruthy()
  })

  it('takes quotes, stars and brackets as plain text, without failing', async () => {
    renderPane()
    const user = userEvent.setup()
    await user.type(searchField(), `"publ*" ${"'"}`)
    await waitFor(() => expect(countShown()).toBe('1'))
    await user.clear(searchField())
    await user.type(searchField(), `a"b*c' (x) [[y] {{z} $type \\`)
    expect(await screen.findByText(/^No documents match/)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a matching document another client creates, live', async () => {
    renderPane()
    const user = userEvent.setup()
    await user.type(searchField(), 'arriv')
    expect(await screen.findByText('No documents match “arriv”')).toBeTruthy()
    await act(async () => {
      await lake.admin.create({_id: 'post-arriving', _type: 'post', title: 'Arriving while searched'})
      await lake.admin.create({_id: 'post-elsewhere', _type: 'post', title: 'Somewhere else'})
    })
    await waitFor(() => expect(rowIds()).toEqual(['post-arriving']))
    await lake.admin.transaction().delete('post-arriving').delete('post-elsewhere').commit()
  })

  it('moves focus from the search field to the first row with ArrowDown', async () => {
    const {opened} = renderPane()
    const user = userEvent.setup()
    await user.type(searchField(), 'new')
    await waitFor(() => expect(rowIds()).toEqual(['post-new']))
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(document.activeElement).toBe(row('post-new')))
    await user.keyboard('{Enter}')
    expect(opened).toEqual([['post-new', 'post']])
  })
})
