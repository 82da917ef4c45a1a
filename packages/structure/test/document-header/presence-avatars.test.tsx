// @vitest-environment jsdom
import {cleanup, render, screen, waitFor} from '@testing-library/react'
import type {CurrentUser, DocumentPresence, WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  DocumentPresenceAvatars,
  documentPresenceText,
  PresenceAvatars,
  presentUsers,
} from '../../src/document/header/index.js'
import {startStructureLake, StructureTestWorkspace, type StructureTestLake} from '../support/workspace.js'
import {renderThemed} from './themed.js'

afterEach(cleanup)

const people = ['Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'].map(
  (displayName, index) => ({id: `u${index}`, displayName}),
)

describe('PresenceAvatars', () => {
  it("names the one person editing: '<name> is editing this document'", () => {
    renderThemed(<PresenceAvatars users={people.slice(0, 1)} />)
    expect(screen.getByRole('group', {name: 'Grace Hopper is editing this document'})).toBeTruthy()
  })

  it("counts several: 'N people are editing this document right now', at most 3 avatars with the counter", () => {
    const {container} = renderThemed(<PresenceAvatars users={people} />)
    expect(screen.getByRole('group', {name: '5 people are editing this document right now'})).toBeTruthy()
    const avatars = container.querySelectorAll('[data-ui="Avatar"]')
    const counter = container.querySelector('[data-ui="AvatarCounter"]')
    expect(avatars.length + (counter ? 1 : 0)).toBe(3)
    expect(counter?.textContent).toBe('3')
    // The most recently active (first given) stay visible.
    expect([...avatars].map((avatar) => avatar.getAttribute('data-user-id'))).toEqual(['u1', 'u0'])
  })

  it('renders nothing when nobody else is here', () => {
    const {container} = renderThemed(<PresenceAvatars users={[]} />)
    expect(container.textContent).toBe('')
    expect(documentPresenceText([{id: 'x'}])).toBe('x is editing this document')
  })
})

describe('presentUsers', () => {
  const at = (userId: string, sessionId: string): DocumentPresence => ({
    user: {id: userId, displayName: userId},
    sessionId,
    documentId: 'drafts.p',
    path: [],
    lastActiveAt: '2025-01-01T00:00:00Z',
  })
  it('lists each user once, leaving out the signed-in user', () => {
    expect(
      presentUsers([at('a', '1'), at('me', '2'), at('b', '3'), at('a', '4')], 'me').map((user) => user.id),
    ).toEqual(['a', 'b'])
  })
})

describe('DocumentPresenceAvatars on the lake', () => {
  let lake: StructureTestLake
  let watcher: {kernel: WorkspaceKernel; currentUser: CurrentUser}

  beforeAll(async () => {
    lake = await startStructureLake({presence: true})
    watcher = await lake.signIn('Ada Watcher')
  })
  afterAll(() => lake.stop())

  it('shows who else is in the document (draft or published id alike), live', async () => {
    render(
      <StructureTestWorkspace kernel={watcher.kernel} currentUser={watcher.currentUser}>
        <DocumentPresenceAvatars documentId="post-1" />
      </StructureTestWorkspace>,
    )
    const grace = await lake.signIn('Grace Hopper')
    grace.kernel.presence?.setLocation([{documentId: 'drafts.post-1', path: ['title']}])
    expect(
      await screen.findByRole('group', {name: 'Grace Hopper is editing this document'}, {timeout: 10_000}),
    ).toBeTruthy()

    const alan = await lake.signIn('Alan Turing')
    alan.kernel.presence?.setLocation([{documentId: 'post-1', path: []}])
    await screen.findByRole(
      'group',
      {name: '2 people are editing this document right now'},
      {timeout: 10_000},
    )

    // Leaving the document takes them off.
    grace.kernel.presence?.setLocation([{documentId: 'post-2', path: []}])
    alan.kernel.presence?.setLocation([])
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull(), {timeout: 10_000})
  })
})
