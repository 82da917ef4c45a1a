// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import type {ConnectionState, CurrentUser, SaveState, WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {DocumentSaveStatus, SaveStatusBanner, saveStatusView} from '../../src/document/save-status/index.js'
import {renderThemed} from '../document-header/themed.js'
import {startStructureLake, StructureTestWorkspace, type StructureTestLake} from '../support/workspace.js'

const CONNECTED: ConnectionState = {type: 'connected'}
const noop = {retry: () => Promise.resolve(), discard: () => undefined}

afterEach(() => cleanup())

describe('saveStatusView', () => {
  const failed: SaveState = {
    type: 'failed',
    documentId: 'drafts.a',
    statusCode: 403,
    message: 'Permission denied',
    unsavedFields: ['title'],
    ...noop,
  }
  const lost: ConnectionState = {type: 'error', attempt: 3, retryAt: new Date(1000), offline: false}

  it('puts a refused save first, then the connection, then a commit being retried', () => {
    expect(saveStatusView(failed, lost)).toEqual({
      kind: 'failed',
      statusCode: 403,
      message: 'Permission denied',
      unsavedFields: ['title'],
    })
    expect(saveStatusView({type: 'saving'}, lost)).toEqual({
      kind: 'connection',
      offline: false,
      attempt: 3,
      retryAt: new Date(1000),
      unsaved: true,
    })
    const retrying: SaveState = {
      type: 'retrying',
      attempt: 2,
      retryAt: new Date(5),
      statusCode: 503,
      message: 'x',
    }
    expect(saveStatusView(retrying, CONNECTED)).toEqual({
      kind: 'retrying',
      attempt: 2,
      retryAt: new Date(5),
      message: 'x',
    })
    expect(saveStatusView({type: 'saved'}, CONNECTED)).toEqual({kind: 'none'})
    expect(saveStatusView({type: 'saving'}, {type: 'connecting'})).toEqual({kind: 'none'})
  })

  it('leaves offline without unsaved edits to the form (it says read-only)', () => {
    const offline: ConnectionState = {type: 'error', attempt: 0, retryAt: null, offline: true}
    expect(saveStatusView({type: 'saved'}, offline)).toEqual({kind: 'none'})
    expect(saveStatusView({type: 'saving'}, offline)).toMatchObject({kind: 'connection', offline: true})
  })
})

describe('SaveStatusBanner', () => {
  it('shows a refusal with what is not saved, and Retry / Discard', () => {
    const calls: string[] = []
    renderThemed(
      <SaveStatusBanner
        view={{
          kind: 'failed',
          statusCode: 409,
          message: 'references non-existent document',
          unsavedFields: ['title', 'author'],
        }}
        now={0}
        fieldTitle={(name) => ({title: 'Title', author: 'Author'})[name] ?? name}
        onRetry={() => calls.push('retry')}
        onDiscard={() => calls.push('discard')}
      />,
    )
    const banner = screen.getByRole('alert')
    expect(banner.textContent).toContain('Your changes could not be saved')
    expect(banner.textContent).toContain('The server refused them (409): references non-existent document')
    expect(banner.textContent).toContain('Not saved: Title, Author')
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}))
    fireEvent.click(screen.getByRole('button', {name: 'Discard changes'}))
    expect(calls).toEqual(['retry', 'discard'])
  })

  it('shows the connection attempt and the time of the next one, then that it is retrying now', () => {
    const retryAt = new Date(2026, 10, 27, 10, 15, 2)
    const view = {kind: 'connection', offline: false, attempt: 5, retryAt, unsaved: true} as const
    let retriedNow = 0
    const {rerender} = renderThemed(
      <SaveStatusBanner view={view} now={retryAt.getTime() - 1600} onRetryNow={() => retriedNow++} />,
    )
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Connection lost')
    expect(status.textContent).toContain('Attempt 5 failed. Retrying in 2 s (at 10:15:02).')
    expect(status.textContent).toContain(
      'Your unsaved edits are kept and will be sent when the connection returns.',
    )
    fireEvent.click(screen.getByRole('button', {name: 'Retry now'}))
    expect(retriedNow).toBe(1)
    rerender(<SaveStatusBanner view={view} now={retryAt.getTime() + 10} />)
    expect(screen.getByRole('status').textContent).toContain('Attempt 5 failed. Retrying now…')
  })
})

describe('DocumentSaveStatus', () => {
  let lake: StructureTestLake
  let kernel: WorkspaceKernel
  let currentUser: CurrentUser
  beforeAll(async () => {
    lake = await startStructureLake()
    ;({kernel, currentUser} = await lake.signIn('Rita Editor'))
    await lake.admin.create({_id: 'drafts.refused-post', _type: 'post', title: 'Saved'})
  })
  afterAll(() => lake.stop())

  it('shows the refusal when a grant is taken away mid-edit, keeps the text, and discards on request', async () => {
    const post = kernel.schema.get('post')!
    const handle = kernel.documents.pair('refused-post', 'post')
    await handle.whenReady()
    render(
      <StructureTestWorkspace kernel={kernel} currentUser={currentUser}>
        <DocumentSaveStatus documentId="refused-post" schemaType={post} />
      </StructureTestWorkspace>,
    )
    expect(screen.queryByRole('alert')).toBeNull()

    lake.test.lake.kernel.users.setRoles(currentUser.id, ['viewer'])
    handle.getOperations().patch.execute([{set: {title: 'Saved, then more'}}])
    await handle
      .getOperations()
      .commit.execute()
      .catch(() => undefined)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Not saved: Title'))
    expect(handle.getEditState().draft?.title).toBe('Saved, then more')

    act(() => fireEvent.click(screen.getByRole('button', {name: 'Discard changes'})))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(handle.getEditState().draft?.title).toBe('Saved')
    lake.test.lake.kernel.users.setRoles(currentUser.id, ['editor'])
    handle.release()
  })
})
