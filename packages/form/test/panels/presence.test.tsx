// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  FieldPresence,
  PresenceUsersProvider,
  presenceTooltipText,
  presentUserIds,
} from '../../src/presence/field-presence.js'
import {
  anchorPosition,
  dockedPresenceOf,
  PresenceDock,
  PresenceScrollArea,
} from '../../src/presence/presence-dock.js'
import type {FormPresence} from '../../src/state/types.js'
import {themed} from './render.js'

afterEach(cleanup)

const at = (...userIds: string[]): FormPresence[] => userIds.map((userId) => ({userId, path: ['title']}))
const users = {
  ada: {id: 'ada', displayName: 'Ada Lovelace'},
  grace: {id: 'grace', displayName: 'Grace Hopper'},
  alan: {id: 'alan', displayName: 'Alan Turing'},
  barbara: {id: 'barbara', displayName: 'Barbara Liskov'},
  donald: {id: 'donald', displayName: 'Donald Knuth'},
}
const shownUsers = () =>
  Array.from(document.querySelectorAll('[data-presence-user]')).map((element) =>
    element.getAttribute('data-presence-user'),
  )

describe('FieldPresence', () => {
  it('shows each user once, at most 3, then +N', () => {
    expect(presentUserIds(at('ada', 'grace', 'ada'))).toEqual(['ada', 'grace'])
    themed(<FieldPresence presence={at('ada', 'grace', 'alan', 'barbara', 'donald', 'ada')} users={users} />)
    expect(shownUsers()).toEqual(['ada', 'grace', 'alan'])
    expect(screen.getByText('+2')).toBeTruthy()
    expect(screen.getByText('AL')).toBeTruthy() // initials of Ada Lovelace
  })

  it('places avatars 21 px apart in a box at most 88 px wide', () => {
    themed(<FieldPresence presence={at('ada', 'grace', 'alan', 'barbara')} users={users} />)
    const slots = document.querySelectorAll<HTMLElement>('[data-presence-user], [data-presence-overflow]')
    const lefts = Array.from(slots).map((element) => element.style.left)
    expect(lefts).toEqual(['0px', '21px', '42px', '63px'])
    const box = document.querySelector<HTMLElement>('[data-field-presence]')!
    expect(box.style.maxWidth).toBe('88px')
    expect(box.style.width).toBe('88px')
  })

  it('takes another maximum', () => {
    themed(<FieldPresence presence={at('ada', 'grace', 'alan')} maxAvatars={1} users={users} />)
    expect(shownUsers()).toEqual(['ada'])
    expect(screen.getByText('+2')).toBeTruthy()
  })

  it('says who is editing in its tooltip', async () => {
    expect(presenceTooltipText(['Ada Lovelace'])).toBe('Ada Lovelace is editing this document')
    expect(presenceTooltipText(['a', 'b', 'c'])).toBe('3 people are editing this document right now')
    themed(
      <PresenceUsersProvider value={{users}}>
        <FieldPresence presence={at('grace')} />
      </PresenceUsersProvider>,
    )
    const avatars = screen.getByLabelText('Grace Hopper is editing this document')
    await act(async () => {
      fireEvent.mouseEnter(avatars)
      fireEvent.focus(avatars)
    })
    expect(await screen.findByText('Grace Hopper is editing this document')).toBeTruthy()
    cleanup()
    themed(<FieldPresence presence={at('ada', 'grace')} users={users} />)
    expect(screen.getByLabelText('2 people are editing this document right now')).toBeTruthy()
  })

  it('renders avatars through renderAvatar when given (a workspace’s UserAvatarById)', () => {
    themed(<FieldPresence presence={at('ada', 'grace')} renderAvatar={(id) => <b>avatar of {id}</b>} />)
    expect(screen.getByText('avatar of ada')).toBeTruthy()
    expect(screen.getByText('avatar of grace')).toBeTruthy()
  })

  it('is a dock anchor, and renders nothing without anyone', () => {
    themed(<FieldPresence presence={at('ada', 'grace')} users={users} />)
    const box = document.querySelector('[data-field-presence]')!
    expect(box.hasAttribute('data-presence-anchor')).toBe(true)
    expect(box.getAttribute('data-presence-users')).toBe('ada grace')
    cleanup()
    const {container} = themed(<FieldPresence presence={[]} />)
    expect(container.textContent).toBe('')
  })
})

describe('presence dock', () => {
  const area = {top: 100, bottom: 500}
  const box = (top: number) => ({top, bottom: top + 25})

  it('docks an anchor 8 px or less from an edge (or past it) and calls it close at 20 px or less', () => {
    expect(anchorPosition(box(-300), area)).toBe('above')
    expect(anchorPosition(box(108), area)).toBe('above')
    expect(anchorPosition(box(109), area)).toBe('close-above')
    expect(anchorPosition(box(120), area)).toBe('close-above')
    expect(anchorPosition(box(121), area)).toBe('inside')
    expect(anchorPosition(box(300), area)).toBe('inside')
    // An anchor's bottom edge against the area's bottom (500): 25 px boxes.
    expect(anchorPosition(box(454), area)).toBe('inside') // 21 px away
    expect(anchorPosition(box(455), area)).toBe('close-below') // 20 px
    expect(anchorPosition(box(466), area)).toBe('close-below') // 9 px
    expect(anchorPosition(box(467), area)).toBe('below') // 8 px
    expect(anchorPosition(box(900), area)).toBe('below')
  })

  it('sorts users into the docks, each once, docked before close', () => {
    expect(
      dockedPresenceOf([
        {users: ['ada'], position: 'above'},
        {users: ['ada', 'grace'], position: 'close-above'},
        {users: ['alan'], position: 'inside'},
        {users: ['barbara'], position: 'below'},
        {users: ['barbara', 'donald'], position: 'below'},
        {users: ['edsger'], position: 'close-below'},
      ]),
    ).toEqual({above: ['ada'], closeAbove: ['grace'], below: ['barbara', 'donald'], closeBelow: ['edsger']})
  })

  it('docks nothing above at the very top of the area, nor below at its very bottom', () => {
    const anchors = [
      {users: ['ada'], position: 'close-above' as const},
      {users: ['grace'], position: 'above' as const},
      {users: ['barbara'], position: 'below' as const},
    ]
    // The first field sits within 20 px of the top at rest: it is not about to scroll away.
    expect(dockedPresenceOf(anchors, {atTop: true, atBottom: false})).toEqual({
      above: [],
      closeAbove: [],
      below: ['barbara'],
      closeBelow: [],
    })
    expect(dockedPresenceOf(anchors, {atTop: false, atBottom: true})).toEqual({
      above: ['grace'],
      closeAbove: ['ada'],
      below: [],
      closeBelow: [],
    })
  })

  it('shows the docked users at the top and bottom, 8 px from the edge, close ones faded', () => {
    themed(<PresenceDock above={['ada']} below={['grace', 'alan']} closeBelow={['donald']} />)
    const top = document.querySelector<HTMLElement>('[data-presence-dock="top"]')!
    const bottom = document.querySelector<HTMLElement>('[data-presence-dock="bottom"]')!
    expect(top.style.top).toBe('8px')
    expect(bottom.style.bottom).toBe('8px')
    const usersIn = (element: Element) =>
      Array.from(element.querySelectorAll('[data-presence-user]')).map((user) =>
        user.getAttribute('data-presence-user'),
      )
    expect(usersIn(top)).toEqual(['ada'])
    expect(usersIn(bottom)).toEqual(['grace', 'alan', 'donald'])
    expect(usersIn(bottom.querySelector('[data-presence-close]')!)).toEqual(['donald'])
    // The docks' own avatars are not anchors, or they would dock themselves.
    expect(document.querySelector('[data-presence-anchor]')).toBeNull()
  })

  it('shows nothing when nobody is out of view', () => {
    const {container} = themed(<PresenceDock />)
    expect(container.textContent).toBe('')
  })
})

describe('PresenceScrollArea', () => {
  /** A stand-in IntersectionObserver: the test says where each anchor is and fires the reports. */
  class FakeObserver {
    static all: FakeObserver[] = []
    targets = new Set<Element>()
    constructor(
      private callback: IntersectionObserverCallback,
      public options: IntersectionObserverInit,
    ) {
      FakeObserver.all.push(this)
    }
    observe(target: Element) {
      this.targets.add(target)
    }
    unobserve(target: Element) {
      this.targets.delete(target)
    }
    disconnect() {
      this.targets.clear()
    }
    report(tops: Map<string, number>) {
      const entries = Array.from(this.targets).map((target) => {
        const top = tops.get(target.getAttribute('data-presence-users') ?? '') ?? 200
        return {target, boundingClientRect: {top, bottom: top + 25}} as unknown as IntersectionObserverEntry
      })
      this.callback(entries, this as unknown as IntersectionObserver)
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals()
    FakeObserver.all = []
  })

  it('docks the avatars of fields scrolled out of view above and below', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    themed(
      <PresenceScrollArea style={{height: 400}}>
        <FieldPresence presence={at('ada')} users={users} />
        <FieldPresence presence={at('grace', 'alan')} users={users} />
        <FieldPresence presence={at('barbara')} users={users} />
      </PresenceScrollArea>,
    )
    const scroller = document.querySelector<HTMLElement>('[data-presence-scroller]')!
    scroller.getBoundingClientRect = () => ({top: 100, bottom: 500}) as DOMRect
    // Scrolled somewhere in the middle (at either end nothing docks on that side).
    Object.defineProperty(scroller, 'scrollTop', {value: 300, configurable: true})
    Object.defineProperty(scroller, 'scrollHeight', {value: 2000, configurable: true})
    Object.defineProperty(scroller, 'clientHeight', {value: 400, configurable: true})
    expect(FakeObserver.all.map((observer) => observer.options.rootMargin)).toEqual([
      '-8px 0px -8px 0px',
      '-20px 0px -20px 0px',
    ])
    expect(FakeObserver.all[0].targets.size).toBe(3)
    const dock = (side: string) =>
      Array.from(document.querySelectorAll(`[data-presence-dock="${side}"] [data-presence-user]`)).map(
        (element) => element.getAttribute('data-presence-user'),
      )
    await act(async () =>
      FakeObserver.all[0].report(
        new Map([
          ['ada', -50],
          ['grace alan', 300],
          ['barbara', 490],
        ]),
      ),
    )
    expect(dock('top')).toEqual(['ada'])
    expect(dock('bottom')).toEqual(['barbara'])
    await act(async () =>
      FakeObserver.all[1].report(
        new Map([
          ['ada', 115],
          ['grace alan', 300],
          ['barbara', 300],
        ]),
      ),
    )
    expect(dock('top')).toEqual(['ada'])
    expect(document.querySelector('[data-presence-close="top"]')).toBeTruthy()
    expect(document.querySelector('[data-presence-dock="bottom"]')).toBeNull()
  })
})
