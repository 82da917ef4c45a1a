// @vitest-environment jsdom
import {cleanup, renderHook, waitFor} from '@testing-library/react'
import type {CurrentUser, WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {useUser} from '../../src/hooks/use-user.js'
import {useCurrentUser} from '../../src/hooks/use-workspace.js'
import {startLake, type TestLake} from '../support/lake.js'
import {createTestKernel, workspaceWrapper} from '../support/workspace.js'

let lake: TestLake
let kernel: WorkspaceKernel
let grace: {id: string}
let linus: {id: string}

beforeAll(async () => {
  lake = await startLake()
  kernel = createTestKernel(lake.url, (await lake.user('Ada Editor')).token)
  grace = await lake.user('Grace Hopper')
  linus = await lake.user('Linus Torvalds')
})

afterEach(cleanup)

afterAll(async () => {
  kernel.dispose()
  await lake.stop()
})

describe('useUser', () => {
  it('is undefined while loading, then resolves users looked up together', async () => {
    const {result} = renderHook(() => [useUser(grace.id), useUser(linus.id)], {
      wrapper: workspaceWrapper(kernel),
    })
    expect(result.current).toEqual([undefined, undefined])
    await waitFor(() => expect(result.current[0]).toBeDefined())
    expect(result.current[0]).toMatchObject({id: grace.id, displayName: 'Grace Hopper'})
    await waitFor(() => expect(result.current[1]).toMatchObject({displayName: 'Linus Torvalds'}))
  })

  it('gives null for an unknown user', async () => {
    const {result} = renderHook(() => useUser('p-nobody'), {wrapper: workspaceWrapper(kernel)})
    await waitFor(() => expect(result.current).toBeNull())
  })
})

describe('useCurrentUser', () => {
  it('gives the user the provider was given', async () => {
    const currentUser = await kernel.users.getCurrentUser()
    const {result} = renderHook(() => useCurrentUser(), {wrapper: workspaceWrapper(kernel, {currentUser})})
    expect(result.current).toMatchObject({name: 'Ada Editor'} satisfies Partial<CurrentUser>)
  })
})
