import {isEqual} from 'lodash-es'
import {memo, useEffect, useMemo, useState, type CSSProperties, type ReactNode} from 'react'
import type {FormPresence} from '../state/types.js'
import {FieldPresence, PRESENCE_MAX_AVATARS} from './field-presence.js'

/** Spec/001 §9: an avatar this close to an edge of the scrolling area (or past it) docks there. */
export const PRESENCE_DOCK_DISTANCE = 8
/** Spec/001 §9: this close to an edge, the avatar is about to dock ('close'): the dock shows it faded. */
export const PRESENCE_CLOSE_DISTANCE = 20

export type AnchorPosition = 'above' | 'close-above' | 'inside' | 'close-below' | 'below'

interface Edges {
  top: number
  bottom: number
}

/**
 * Where an anchor (a field's avatars) sits relative to the visible part of the scrolling area: its top
 * at most 8 px below the area's top (or above it) docks it at the top, at most 20 px makes it close;
 * the same with its bottom and the area's bottom. Above wins when both apply (a very short area).
 */
export function anchorPosition(anchor: Edges, area: Edges): AnchorPosition {
  const fromTop = anchor.top - area.top
  const fromBottom = area.bottom - anchor.bottom
  if (fromTop <= PRESENCE_DOCK_DISTANCE) return 'above'
  if (fromBottom <= PRESENCE_DOCK_DISTANCE) return 'below'
  if (fromTop <= PRESENCE_CLOSE_DISTANCE) return 'close-above'
  if (fromBottom <= PRESENCE_CLOSE_DISTANCE) return 'close-below'
  return 'inside'
}

/** The users of the docked and almost-docked anchors, each user once, the docked ones first. */
export interface DockedPresence {
  above: string[]
  closeAbove: string[]
  below: string[]
  closeBelow: string[]
}

export const NOBODY_DOCKED: DockedPresence = {above: [], closeAbove: [], below: [], closeBelow: []}

/** Whether the scrolling area is scrolled to its very top, or to its very bottom. */
export interface ScrollEnds {
  atTop: boolean
  atBottom: boolean
}

const NOT_AT_ENDS: ScrollEnds = {atTop: false, atBottom: false}

/**
 * Sorts the users of each anchor into the docks by the anchor's position. At the very top of the area
 * nothing is above it or about to go there (the first field sits within 20 px of the top at rest, and
 * was drawn twice: beside the field and faded in the dock); the same at the very bottom.
 */
export function dockedPresenceOf(
  anchors: readonly {users: readonly string[]; position: AnchorPosition}[],
  ends: ScrollEnds = NOT_AT_ENDS,
): DockedPresence {
  const sets = {
    above: new Set<string>(),
    closeAbove: new Set<string>(),
    below: new Set<string>(),
    closeBelow: new Set<string>(),
  }
  for (const {users, position} of anchors) {
    if (position === 'inside') continue
    if (ends.atTop && (position === 'above' || position === 'close-above')) continue
    if (ends.atBottom && (position === 'below' || position === 'close-below')) continue
    const target =
      position === 'above'
        ? sets.above
        : position === 'below'
          ? sets.below
          : position === 'close-above'
            ? sets.closeAbove
            : sets.closeBelow
    for (const user of users) target.add(user)
  }
  const without = (set: Set<string>, docked: Set<string>) => [...set].filter((user) => !docked.has(user))
  return {
    above: [...sets.above],
    closeAbove: without(sets.closeAbove, sets.above),
    below: [...sets.below],
    closeBelow: without(sets.closeBelow, sets.below),
  }
}

function scrollEndsOf(scroller: HTMLElement): ScrollEnds {
  const {scrollTop, scrollHeight, clientHeight} = scroller
  return {atTop: scrollTop <= 0, atBottom: scrollTop + clientHeight >= scrollHeight - 1}
}

const ANCHOR = '[data-presence-anchor]'

/** Whether a DOM change may add, remove or relabel a presence anchor. */
function mayChangeAnchors(record: MutationRecord): boolean {
  if (record.type === 'attributes') return true
  const holdsAnchor = (node: Node) =>
    node.nodeType === Node.ELEMENT_NODE &&
    ((node as Element).matches(ANCHOR) || (node as Element).querySelector(ANCHOR) !== null)
  return Array.from(record.addedNodes).some(holdsAnchor) || Array.from(record.removedNodes).some(holdsAnchor)
}

const usersOf = (element: Element) =>
  (element.getAttribute('data-presence-users') ?? '').split(' ').filter(Boolean)

/**
 * Which users to dock while `scroller` scrolls. Anchors are the elements marked `data-presence-anchor`
 * (what `FieldPresence` renders, with `data-presence-users`). Two IntersectionObservers on the scroller,
 * its visible box shrunk by 8 and by 20 px, with thresholds 0 and 1, report every anchor crossing a
 * docking or closeness line; each report places the anchor from its box and the scroller's at that
 * moment. There is no scroll listener: layout is read only when an anchor crosses a line. A
 * MutationObserver picks up anchors that appear or go (presence changes, fields re-render). Without
 * IntersectionObserver (old browsers, jsdom) nothing docks.
 */
export function useDockedPresence(scroller: HTMLElement | null): DockedPresence {
  const [docked, setDocked] = useState<DockedPresence>(NOBODY_DOCKED)
  useEffect(() => {
    if (!scroller || typeof IntersectionObserver === 'undefined') return undefined
    const positions = new Map<Element, AnchorPosition>()
    // Read only while there are anchors: reading the scroll box forces a layout, and a form mounting
    // (its inputs arriving in several commits) would be laid out again for each (~125 ms of a kitchen
    // sink's boot at load 2).
    let ends: ScrollEnds | undefined
    const update = () => {
      ends = scrollEndsOf(scroller)
      const anchors = [...positions].map(([element, position]) => ({users: usersOf(element), position}))
      const next = dockedPresenceOf(anchors, ends)
      setDocked((previous) => (isEqual(previous, next) ? previous : next))
    }
    const onEntries = (entries: IntersectionObserverEntry[]) => {
      // Not `rootBounds`: that is the box shrunk by the observer's margin, the lines are measured from the edges.
      const area = scroller.getBoundingClientRect()
      for (const entry of entries) {
        if (!positions.has(entry.target)) continue
        positions.set(entry.target, anchorPosition(entry.boundingClientRect, area))
      }
      update()
    }
    const observers = [PRESENCE_DOCK_DISTANCE, PRESENCE_CLOSE_DISTANCE].map(
      (distance) =>
        new IntersectionObserver(onEntries, {
          root: scroller,
          rootMargin: `-${distance}px 0px -${distance}px 0px`,
          threshold: [0, 1],
        }),
    )
    const sync = () => {
      const current = new Set<Element>(Array.from(scroller.querySelectorAll(ANCHOR)))
      let changed = false
      for (const element of positions.keys()) {
        if (current.has(element)) continue
        changed = true
        positions.delete(element)
        for (const observer of observers) observer.unobserve(element)
      }
      for (const element of current) {
        if (positions.has(element)) continue
        changed = true
        positions.set(element, 'inside')
        for (const observer of observers) observer.observe(element)
      }
      if (changed) update()
    }
    // Only whether the area is at either end: a cheap read, and a render only when that flips.
    const onScroll = () => {
      if (positions.size === 0) return
      const next = scrollEndsOf(scroller)
      if (ends && next.atTop === ends.atTop && next.atBottom === ends.atBottom) return
      update()
    }
    scroller.addEventListener('scroll', onScroll, {passive: true})
    // Most DOM changes in a form are not anchors coming or going (a 500-block rich-text body mounting
    // its blocks, in many batches): those cost no scan of the form and no layout read.
    const mutations = new MutationObserver((records) => {
      if (records.some(mayChangeAnchors)) sync()
    })
    mutations.observe(scroller, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-presence-anchor', 'data-presence-users'],
    })
    sync()
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      mutations.disconnect()
      for (const observer of observers) observer.disconnect()
    }
  }, [scroller])
  return docked
}

const asPresence = (users: readonly string[]): FormPresence[] => users.map((userId) => ({userId, path: []}))

export interface PresenceDockProps extends Partial<DockedPresence> {
  maxAvatars?: number
}

const DOCK_STYLE: CSSProperties = {
  position: 'absolute',
  right: 8,
  display: 'flex',
  gap: 4,
  pointerEvents: 'auto',
  zIndex: 1,
}

function Dock({
  side,
  docked,
  close,
  maxAvatars,
}: {
  side: 'top' | 'bottom'
  docked: string[]
  close: string[]
  maxAvatars: number
}) {
  if (docked.length === 0 && close.length === 0) return null
  return (
    <div data-presence-dock={side} style={{...DOCK_STYLE, [side]: PRESENCE_DOCK_DISTANCE}}>
      {docked.length > 0 && (
        <FieldPresence presence={asPresence(docked)} maxAvatars={maxAvatars} anchor={false} />
      )}
      {close.length > 0 && (
        <div data-presence-close={side} style={{opacity: 0.5}}>
          <FieldPresence presence={asPresence(close)} maxAvatars={maxAvatars} anchor={false} />
        </div>
      )}
    </div>
  )
}

/**
 * The avatars of people whose fields are scrolled out of view (spec/001 §2, §9): docked 8 px from the
 * top of the scrolling area for fields above, from its bottom for fields below; those about to dock
 * (within 20 px of an edge) are shown faded. Place it in a `position: relative` box around the scroller
 * (`PresenceScrollArea` does both).
 */
const NOBODY: string[] = []

/** Memoised: the scroll area renders with every form state; the docks change only as people move. */
export const PresenceDock = memo(function PresenceDock({
  above = NOBODY,
  closeAbove = NOBODY,
  below = NOBODY,
  closeBelow = NOBODY,
  maxAvatars = PRESENCE_MAX_AVATARS,
}: PresenceDockProps) {
  return (
    <>
      <Dock side="top" docked={above} close={closeAbove} maxAvatars={maxAvatars} />
      <Dock side="bottom" docked={below} close={closeBelow} maxAvatars={maxAvatars} />
    </>
  )
})

const SCROLL_AREA_STYLE: CSSProperties = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
}
const SCROLLER_STYLE: CSSProperties = {overflow: 'auto', flex: 1, minHeight: 0}

export interface PresenceScrollAreaProps {
  children: ReactNode
  /** The area's style (give it a height, or let a flex parent size it). */
  style?: CSSProperties
  maxAvatars?: number
}

/** A scrolling area whose fields' avatars dock at its top or bottom when they scroll out of view. */
export function PresenceScrollArea({children, style, maxAvatars}: PresenceScrollAreaProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const docked = useDockedPresence(scroller)
  const outerStyle = useMemo(() => ({...SCROLL_AREA_STYLE, ...style}), [style])
  return (
    <div style={outerStyle}>
      <div ref={setScroller} data-presence-scroller="" style={SCROLLER_STYLE}>
        {children}
      </div>
      <PresenceDock {...docked} maxAvatars={maxAvatars} />
    </div>
  )
}
