// @vitest-environment jsdom
import {act, cleanup, render, renderHook, screen, waitFor} from '@testing-library/react'
import type {WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {useDocumentOperations} from '../../src/hooks/use-document-operations.js'
import {useEditState} from '../../src/hooks/use-edit-state.js'
import {startLake, type TestLake} from '../support/lake.js'
import {createTestKernel, workspaceWrapper} from '../support/workspace.js'

let lake: TestLake
let kernel: WorkspaceKernel

beforeAll(async () => {
  lake = await startLake()
  const editor = await lake.user('Ada Editor')
  kernel = createTestKernel(lake.url, editor.token)
})

afterEach(cleanup)

afterAll(async () => {
  kernel.dispose()
  await lake.stop()
})

function PostTitle({id}: {id: string}) {
  const editState = useEditState(id, 'post')
  if (!editState?.ready) return <p>loading</p>
  const title = editState.draft?.title ?? editState.published?.title
  return <p>{typeof title === 'string' ? title : 'untitled'}</p>
}

describe('useEditState', () => {
  it('shows the pair, then a draft another client writes, live', async () => {
    await lake.admin.create({_id: 'post-1', _type: 'post', title: 'Published title'})
    render(<PostTitle id="post-1" />, {wrapper: workspaceWrapper(kernel)})
    expect(screen.getByText('loading')).toBeTruthy()
    await screen.findByText('Published title')

    await lake.admin.create({_id: 'drafts.post-1', _type: 'post', title: 'Someone else typed this'})
    await screen.findByText('Someone else typed this')
  })

  it('accepts the draft id and reports a missing document as ready and empty', async () => {
    const {result} = renderHook(() => useEditState('drafts.nothing', 'post'), {
      wrapper: workspaceWrapper(kernel),
    })
    await waitFor(() => expect(result.current?.ready).toBe(true))
    expect(result.current).toMatchObject({id: 'nothing', type: 'post', draft: null, published: null})
  })
})

describe('useDocumentOperations', () => {
  it('is disabled until ready, then patches and publishes through the lake', async () => {
    const {result} = renderHook(
      () => ({
        operations: useDocumentOperations('post-2', 'post'),
        editState: useEditState('post-2', 'post'),
      }),
      {wrapper: workspaceWrapper(kernel)},
    )
    await waitFor(() => expect(result.current.operations?.patch.disabled).toBe(false))
    expect(result.current.operations?.publish.disabled).toBe('NO_CHANGES')

    act(() =>
      result.current.operations?.patch.execute([{set: {title: 'Written via the hook'}}], {_type: 'post'}),
    )
    await waitFor(() => expect(result.current.editState?.draft?.title).toBe('Written via the hook'))
    await waitFor(() => expect(result.current.operations?.publish.disabled).toBe(false))

    await act(() => result.current.operations!.publish.execute())
    expect(await lake.admin.getDocument('post-2')).toMatchObject({title: 'Written via the hook'})
    await waitFor(() => expect(result.current.editState?.draft).toBeNull())
    expect(result.current.editState?.published?.title).toBe('Written via the hook')
    expect(result.current.operations?.publish.disabled).toBe('ALREADY_PUBLISHED')
  })
})

describe('a document someone already holds open (an edit intent opens its document with the kernel)', () => {
  it('renders ready and editable in the first render, and not again when the subscription starts', async () => {
    await lake.admin.create({_id: 'post-open', _type: 'post', title: 'Already here'})
    const lease = kernel.documents.pair('post-open', 'post')
    await lease.whenReady()
    const renders: string[] = []
    function Form() {
      const editState = useEditState('post-open', 'post')
      const operations = useDocumentOperations('post-open', 'post')
      const title = editState?.published?.title
      renders.push(
        `${editState?.ready ? String(title) : 'loading'}, patch ${String(operations?.patch.disabled)}`,
      )
      return <p>{String(title)}</p>
    }
    render(<Form />, {wrapper: workspaceWrapper(kernel)})
    await screen.findByText('Already here')
    // A frame and a task for anything the subscriptions would bring.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)))
    expect(renders).toEqual(['Already here, patch false'])
    lease.release()
  })
})
