// @vitest-environment jsdom
import {cleanup, renderHook, waitFor} from '@testing-library/react'
import type {WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {useDocumentPairPermissions, usePermission} from '../../src/hooks/use-permission.js'
import {startLake, type TestLake} from '../support/lake.js'
import {createTestKernel, workspaceWrapper} from '../support/workspace.js'

let lake: TestLake
let editor: WorkspaceKernel
let viewer: WorkspaceKernel

beforeAll(async () => {
  lake = await startLake()
  editor = createTestKernel(lake.url, (await lake.user('Ada Editor', ['editor'])).token)
  viewer = createTestKernel(lake.url, (await lake.user('Vic Viewer', ['viewer'])).token)
  await lake.admin.create({_id: 'post-1', _type: 'post', title: 'Hello'})
})

afterEach(cleanup)

afterAll(async () => {
  editor.dispose()
  viewer.dispose()
  await lake.stop()
})

describe('usePermission', () => {
  it('grants update to an editor and denies it to a viewer, who may still read', async () => {
    // A new document object every render: compared by content, so this must not loop.
    const check = (kernel: WorkspaceKernel, permission: 'read' | 'update') =>
      renderHook(() => usePermission(permission, {_id: 'post-1', _type: 'post'}), {
        wrapper: workspaceWrapper(kernel),
      }).result

    const editorUpdate = check(editor, 'update')
    const viewerUpdate = check(viewer, 'update')
    const viewerRead = check(viewer, 'read')
    await waitFor(() => expect(editorUpdate.current).not.toBeNull())
    await waitFor(() => expect(viewerUpdate.current).not.toBeNull())
    await waitFor(() => expect(viewerRead.current).not.toBeNull())

    expect(editorUpdate.current).toEqual({granted: true, reason: 'Matching grant'})
    expect(viewerUpdate.current).toEqual({granted: false, reason: 'No grant gives "update" on this document'})
    expect(viewerRead.current?.granted).toBe(true)
  })

  it('grants a null document', async () => {
    const {result} = renderHook(() => usePermission('update', null), {wrapper: workspaceWrapper(viewer)})
    await waitFor(() => expect(result.current).toEqual({granted: true, reason: 'No document to check'}))
  })
})

describe('useDocumentPairPermissions', () => {
  it('checks an operation on the pair as it is now', async () => {
    const check = (kernel: WorkspaceKernel) =>
      renderHook(() => useDocumentPairPermissions({id: 'post-1', type: 'post', permission: 'update'}), {
        wrapper: workspaceWrapper(kernel),
      }).result

    const editorResult = check(editor)
    const viewerResult = check(viewer)
    await waitFor(() => expect(editorResult.current).not.toBeNull())
    await waitFor(() => expect(viewerResult.current).not.toBeNull())

    expect(editorResult.current).toEqual({granted: true, reason: 'Every required permission is granted'})
    expect(viewerResult.current?.granted).toBe(false)
    expect(viewerResult.current?.reason).toMatch(/^Unable to update: not allowed to /)
  })
})
