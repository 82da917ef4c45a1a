import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
import type {ArrayItemChange, FieldChange} from './change-types.js'

/**
 * Changes are drawn only near the change viewer's visible part: the first screen (estimated, so it is
 * there in the first render) and, as the viewer scrolls, what comes within this margin of it. A range
 * with many changed items (50 changed rows: ~1,000 elements) otherwise spent its first frame building,
 * styling and laying out rows nobody sees yet.
 */
export const LAZY_MOUNT_MARGIN_PX = 600

/** Rough heights (px) of what a change draws, for placeholders and the first screen's budget. */
const HEIGHT = {
  line: 20,
  nestedChrome: 8 + 25 + 8,
  cardChrome: 26 + 25 + 12,
  itemRow: 25,
  gap: 8,
  asset: 120,
  reference: 40,
  block: 24,
}

/** The estimated height of a change's diff (without its title row). */
function estimateDiff(change: FieldChange): number {
  switch (change.kind) {
    case 'array':
      return (change.items ?? [])
        .filter((item) => item.action !== 'unchanged')
        .reduce((sum, item, index) => sum + (index ? HEIGHT.gap : 0) + estimateItem(item), 0)
    case 'object':
      return estimateChildren(change.children)
    case 'image':
    case 'file':
      return HEIGHT.asset + HEIGHT.gap + estimateChildren(change.children)
    case 'reference':
      return HEIGHT.reference
    case 'portableText':
      return (change.blocks ?? []).length * HEIGHT.block
    default:
      return HEIGHT.line
  }
}

function estimateChildren(children: readonly FieldChange[] | undefined): number {
  return (children ?? []).reduce(
    (sum, child, index) => sum + (index ? HEIGHT.gap : 0) + HEIGHT.nestedChrome + estimateDiff(child),
    0,
  )
}

/** The estimated height of one changed array item (its row and its nested changes). */
export function estimateItem(item: ArrayItemChange): number {
  const children = item.children ?? []
  return HEIGHT.itemRow + (children.length ? HEIGHT.gap + estimateChildren(children) : 0)
}

/** The estimated height of a top-level change's card. */
export function estimateChange(change: FieldChange): number {
  return HEIGHT.cardChrome + estimateDiff(change)
}

/** The lazy-mount id of an array item inside a change. */
export const itemMountId = (change: FieldChange, item: ArrayItemChange) => `${change.key}#${item.key}`

/**
 * Which top-level changes and array items are drawn in the first render: those estimated to start
 * within `budget` px of the list's top (at least the height of the viewer it scrolls in).
 */
export function firstScreen(changes: readonly FieldChange[], budget: number): Set<string> {
  const eager = new Set<string>()
  let top = 12
  for (const change of changes) {
    if (top >= budget) break
    eager.add(change.key)
    if (change.kind === 'array') {
      let itemTop = top + HEIGHT.cardChrome
      for (const item of change.items ?? []) {
        if (item.action === 'unchanged') continue
        if (itemTop >= budget) break
        eager.add(itemMountId(change, item))
        itemTop += estimateItem(item) + HEIGHT.gap
      }
    }
    top += estimateChange(change) + 12
  }
  return eager
}

/** One IntersectionObserver for every placeholder of a list, rooted at the viewer that scrolls. */
class NearObserver {
  private observer: IntersectionObserver | null = null
  private readonly callbacks = new Map<Element, () => void>()

  constructor(private readonly root: () => Element | null) {}

  observe(element: Element, onNear: () => void): () => void {
    if (!this.observer) {
      this.observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            const callback = this.callbacks.get(entry.target)
            this.unobserve(entry.target)
            callback?.()
          }
        },
        {root: this.root(), rootMargin: `${LAZY_MOUNT_MARGIN_PX}px 0px`},
      )
    }
    this.callbacks.set(element, onNear)
    this.observer.observe(element)
    return () => this.unobserve(element)
  }

  private unobserve(element: Element): void {
    this.callbacks.delete(element)
    this.observer?.unobserve(element)
  }

  disconnect(): void {
    this.observer?.disconnect()
    this.observer = null
    this.callbacks.clear()
  }
}

interface LazyMountState {
  /** Ids drawn in the first render. */
  eager: ReadonlySet<string>
  observer: NearObserver | null
}

const LazyMountContext = createContext<LazyMountState | null>(null)

const supported = () => typeof IntersectionObserver !== 'undefined'

/**
 * Provides lazy mounting to the changes below: `changes` decides the first screen, `scrollRoot` is
 * the element that scrolls them (the viewport when it gives none). Without IntersectionObserver
 * everything is drawn at once.
 */
export function LazyMountProvider({
  changes,
  scrollRoot,
  firstScreenHeight,
  children,
}: {
  changes: readonly FieldChange[]
  scrollRoot?: () => Element | null
  /** How tall the viewer can be, in px: changes above that are drawn at once. The window's height. */
  firstScreenHeight?: number
  children: ReactNode
}) {
  const [observer] = useState(() => (supported() ? new NearObserver(() => scrollRoot?.() ?? null) : null))
  useEffect(() => () => observer?.disconnect(), [observer])
  // Estimates only (cheap), for each new list of changes, against a bound of the viewer's height: no
  // layout is read to decide the first screen.
  const budget = firstScreenHeight ?? (typeof window === 'undefined' ? 1000 : window.innerHeight)
  const value = useMemo(
    (): LazyMountState => ({eager: firstScreen(changes, budget), observer}),
    [changes, budget, observer],
  )
  return <LazyMountContext.Provider value={value}>{children}</LazyMountContext.Provider>
}

/**
 * Draws `children` at once when `id` is on the first screen, else a placeholder of `estimate` px that
 * draws them once it comes within LAZY_MOUNT_MARGIN_PX of the viewer's visible part. Once drawn,
 * they stay (scrolling back does not rebuild them, and an open revert question survives).
 */
export function LazyMount({
  id,
  estimate,
  children,
  placeholderProps,
}: {
  id: string
  estimate: number
  children: ReactNode
  /** Attributes the placeholder carries too (what the drawn element would say it is). */
  placeholderProps?: Record<string, string>
}) {
  const context = useContext(LazyMountContext)
  const lazy = Boolean(context?.observer) && !context?.eager.has(id)
  const [near, setNear] = useState(!lazy)
  const placeholder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (near || !context?.observer || !placeholder.current) return
    return context.observer.observe(placeholder.current, () => setNear(true))
  }, [near, context])
  if (near) return <>{children}</>
  return (
    <div
      ref={placeholder}
      data-testid="change-placeholder"
      aria-busy="true"
      style={{...PLACEHOLDER_STYLE, height: estimate}}
      {...placeholderProps}
    />
  )
}

const PLACEHOLDER_STYLE: CSSProperties = {flex: 'none'}
