// @vitest-environment jsdom
import {cleanup, renderHook} from '@testing-library/react'
import type {WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {useDocumentOperations} from '../../src/hooks/use-document-operations.js'
import {useEditState} from '../../src/hooks/use-edit-state.js'
import {useDocumentPairPermissions, usePermission} from '../../src/hooks/use-permission.js'
import {useDocumentPresence, useGlobalPresence} from '../../src/hooks/use-presence.js'
import {useRelativeTime} from '../../src/hooks/use-relative-time.js'
import {useTranslation} from '../../src/hooks/use-translation.js'
import {useUser} from '../../src/hooks/use-user.js'
import {
  useClient,
  useCurrentUser,
  useDocumentStore,
  useKernel,
  useSchema,
  useWorkspace,
} from '../../src/hooks/use-workspace.js'
import {missingProviderMessage} from '../../src/workspace/workspace-context.js'
import {startLake, type TestLake} from '../support/lake.js'
import {createTestKernel, schema, workspaceInfo, workspaceWrapper} from '../support/workspace.js'

let lake: TestLake
let kernel: WorkspaceKernel

beforeAll(async () => {
  lake = await startLake()
  kernel = createTestKernel(lake.url, (await lake.user('Ada Editor')).token)
})

afterEach(cleanup)

afterAll(async () => {
  kernel.dispose()
  await lake.stop()
})

describe('WorkspaceProvider', () => {
  it('gives the workspace, its kernel and its stores to the hooks below it', () => {
    const {result} = renderHook(
      () => ({
        workspace: useWorkspace(),
        kernel: useKernel(),
        client: useClient(),
        schema: useSchema(),
        documents: useDocumentStore(),
        currentUser: useCurrentUser(),
      }),
      {wrapper: workspaceWrapper(kernel)},
    )
    expect(result.current).toEqual({
      workspace: workspaceInfo,
      kernel,
      client: kernel.client,
      schema,
      documents: kernel.documents,
      currentUser: null,
    })
    expect(result.current.schema.get('post')?.name).toBe('post')
  })
})

describe('hooks outside a WorkspaceProvider', () => {
  const hooks: [string, () => unknown][] = [
    ['useWorkspace', () => useWorkspace()],
    ['useKernel', () => useKernel()],
    ['useClient', () => useClient()],
    ['useSchema', () => useSchema()],
    ['useDocumentStore', () => useDocumentStore()],
    ['useCurrentUser', () => useCurrentUser()],
    ['useEditState', () => useEditState('a', 'post')],
    ['useDocumentOperations', () => useDocumentOperations('a', 'post')],
    ['usePermission', () => usePermission('read', null)],
    [
      'useDocumentPairPermissions',
      () => useDocumentPairPermissions({id: 'a', type: 'post', permission: 'update'}),
    ],
    ['useUser', () => useUser('a')],
    ['useDocumentPresence', () => useDocumentPresence('a')],
    ['useGlobalPresence', () => useGlobalPresence()],
    ['useTranslation', () => useTranslation('studio')],
    ['useRelativeTime', () => useRelativeTime(Date.now())],
  ]

  it.each(hooks)('%s throws an error naming itself and the provider', (name, hook) => {
    expect(() => renderHook(hook)).toThrow(
      `${name}() must be used inside a <WorkspaceProvider>: no WorkspaceProvider was found above this component`,
    )
    expect(missingProviderMessage(name)).toContain(name)
  })
})
