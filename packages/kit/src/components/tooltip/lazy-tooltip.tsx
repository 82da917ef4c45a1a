import type {Tooltip as SanityTooltip} from '@sanity/ui/tooltip'
import {
  cloneElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react'
import {createCodeLoader, useLoadedCode} from '../../hooks/use-loaded-code.js'

/** @sanity/ui's tooltip module (with floating-ui), loaded when a tooltip is first wanted. */
const tooltipModule = createCodeLoader(() => import('@sanity/ui/tooltip'))

export type LazyTooltipProps = ComponentProps<typeof SanityTooltip>

/** The events @sanity/ui's Tooltip listens to on its child. */
interface ChildHandlers {
  onMouseEnter?(event: MouseEvent<HTMLElement>): void
  onMouseLeave?(event: MouseEvent<HTMLElement>): void
  onFocus?(event: FocusEvent<HTMLElement>): void
  onBlur?(event: FocusEvent<HTMLElement>): void
  onClick?(event: MouseEvent<HTMLElement>): void
  onContextMenu?(event: MouseEvent<HTMLElement>): void
}
type HandlerName = keyof ChildHandlers
const HANDLERS: HandlerName[] = ['onMouseEnter', 'onMouseLeave', 'onFocus', 'onBlur', 'onClick', 'onContextMenu']

type Child = ReactElement<ChildHandlers & {ref?: Ref<HTMLElement>}>

/** What the child and the real Tooltip share: the child's element, and the Tooltip's handlers. */
interface Hub {
  node: HTMLElement | null
  handlers: ChildHandlers
  /** The pointer is over the child / the focus is in it (replayed to the Tooltip when it mounts). */
  hovered: MouseEvent<HTMLElement> | null
  focused: FocusEvent<HTMLElement> | null
}

/**
 * @sanity/ui's `Tooltip` (same props), whose code (the tooltip and floating-ui, about 12 KiB gzip)
 * loads when the first tooltip is hovered or focused, not with the studio: tooltips hang on status
 * dots, avatars and buttons that show before a document is editable, and none is needed by then.
 * Until its child is first hovered or focused it renders just the child (a real Tooltip renders its
 * content in a hidden `Activity` from the start, per row of a list); then it mounts the real Tooltip
 * beside the child, which opens as if the pointer had just entered (the first hover shows the tip).
 * The child is never remounted: the Tooltip gets a stand-in child that hands it the child's element
 * and receives its handlers, which the child calls.
 */
export function LazyTooltip(props: LazyTooltipProps) {
  const child = props.children as Child | undefined
  const [wanted, setWanted] = useState(false)
  const code = useLoadedCode(tooltipModule, wanted)
  const [hub] = useState<Hub>(() => ({node: null, handlers: {}, hovered: null, focused: null}))
  const childRef = child?.props.ref
  const setNode = useCallback<RefCallback<HTMLElement>>(
    (node) => {
      hub.node = node
      return attachRef(childRef, node)
    },
    [hub, childRef],
  )
  if (!child) return null

  const own = child.props
  const handlers: ChildHandlers = {}
  for (const name of HANDLERS) {
    handlers[name] = (event: never) => {
      own[name]?.(event)
      if (name === 'onMouseEnter') hub.hovered = event
      if (name === 'onMouseLeave') hub.hovered = null
      if (name === 'onFocus') hub.focused = event
      if (name === 'onBlur') hub.focused = null
      // As the real Tooltip, whatever `disabled` and `content` say now: they may change while hovered.
      if (name === 'onMouseEnter' || name === 'onFocus') setWanted(true)
      hub.handlers[name]?.(event)
    }
  }
  const trigger = cloneElement(child, {...handlers, ref: setNode})
  const {children: _, ...tooltipProps} = props
  // The same two slots as the real Tooltip's output, so the child keeps its place (and its state).
  return (
    <>
      {code && wanted ? (
        <code.Tooltip {...tooltipProps}>
          <TooltipAnchor hub={hub} />
        </code.Tooltip>
      ) : null}
      {trigger}
    </>
  )
}

/**
 * The real Tooltip's child: it gets the Tooltip's ref and handlers (as a child does through
 * cloneElement), attaches the ref to the LazyTooltip's child and passes the handlers to it. On
 * mounting it replays the hover or focus that made the Tooltip load.
 */
function TooltipAnchor({hub, ref, ...handlers}: {hub: Hub; ref?: Ref<HTMLElement>} & ChildHandlers) {
  useLayoutEffect(() => {
    hub.handlers = handlers
  })
  useLayoutEffect(() => attachRef(ref, hub.node), [ref, hub])
  useEffect(() => {
    if (hub.focused) hub.handlers.onFocus?.(hub.focused)
    else if (hub.hovered) hub.handlers.onMouseEnter?.(hub.hovered)
    return () => {
      hub.handlers = {}
    }
  }, [hub])
  return null
}

/** Attaches `ref` to `node` (a callback ref or a ref object), returning its detach. */
function attachRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): (() => void) | undefined {
  if (!ref || !node) return undefined
  if (typeof ref === 'function') {
    const cleanup = ref(node)
    return () => (typeof cleanup === 'function' ? cleanup() : ref(null))
  }
  ref.current = node
  return () => {
    ref.current = null
  }
}
