import type {MenuButtonProps} from '@sanity/ui/menu'
import {
  cloneElement,
  memo,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react'
import {createCodeLoader, useLoadedCode, type CodeLoader} from '../../hooks/use-loaded-code.js'

/** @sanity/ui's menu module (MenuButton, Menu, MenuItem...), loaded with the first menu wanted. */
const menuModule = createCodeLoader(() => import('@sanity/ui/menu'))

/** The handlers the button gets until the menu's code is in (the caller's own run first). */
interface ButtonHandlers {
  onClick?(event: MouseEvent<HTMLElement>): void
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void
  onFocus?(event: FocusEvent<HTMLElement>): void
  onBlur?(event: FocusEvent<HTMLElement>): void
  onPointerEnter?(event: MouseEvent<HTMLElement>): void
}

export interface LazyMenuButtonProps<P extends object> {
  /** The button's id (MenuButton's `id`), unique on the page. */
  id: string
  /** The button, as for MenuButton. */
  button: ReactElement<ButtonHandlers>
  popover?: MenuButtonProps['popover']
  /** Props of the `<Menu>` around the items. */
  menuProps?: {style?: CSSProperties}
  /** The code of the menu's items (a component rendering MenuItems), loaded with the menu. */
  items: CodeLoader<ComponentType<P>>
  /** The items component's props. */
  itemsProps: P
}

/** What the person did before the code was in, done again once it is. */
type Pending = 'click' | 'first' | 'last' | null

/**
 * A MenuButton whose menu code (@sanity/ui's menu module and the caller's items, with their icons)
 * loads when the button is first hovered, focused or pressed, not with the studio: menus are never
 * needed before a document is editable. Until then the button is the same button with MenuButton's
 * attributes (`id`, `aria-haspopup`, `aria-expanded="false"`, `data-ui="MenuButton"`), so it looks
 * and is found the same; a click or an opening key pressed before the code arrived opens the menu
 * when it does (a hover or focus nearly always loads it before the press). The swap keeps focus.
 */
export function LazyMenuButton<P extends object>(props: LazyMenuButtonProps<P>) {
  const {id, button, popover, menuProps, items, itemsProps} = props
  const [wanted, setWanted] = useState(false)
  const menu = useLoadedCode(menuModule, wanted)
  const Items = useLoadedCode(items, wanted)
  const pending = useRef<Pending>(null)
  const focused = useRef(false)

  if (menu && Items) {
    return (
      <LoadedMenuButton id={id} pending={pending} focused={focused}>
        <menu.MenuButton
          id={id}
          button={button}
          popover={popover}
          menu={
            <menu.Menu {...menuProps}>
              <Items {...itemsProps} />
            </menu.Menu>
          }
        />
      </LoadedMenuButton>
    )
  }

  return <MenuTrigger id={id} button={button} pending={pending} focused={focused} onWanted={setWanted} />
}

/**
 * The button until the menu's code is in. Its own component, and memoised: a caller that re-renders
 * with new items (a field's actions hold its value, so they are new with every keystroke) leaves the
 * button alone as long as the button element itself is the same.
 */
const MenuTrigger = memo(function MenuTrigger({
  id,
  button,
  pending,
  focused,
  onWanted,
}: {
  id: string
  button: ReactElement<ButtonHandlers>
  pending: {current: Pending}
  focused: {current: boolean}
  onWanted: (wanted: true) => void
}) {
  const own = button.props
  return cloneElement(button, {
    id,
    'data-ui': 'MenuButton',
    'aria-haspopup': true,
    'aria-expanded': false,
    onPointerEnter: (event: MouseEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      onWanted(true)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      focused.current = true
      onWanted(true)
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event)
      focused.current = false
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      pending.current = 'click'
      onWanted(true)
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event)
      const key = event.key
      if (key !== 'ArrowDown' && key !== 'ArrowUp' && key !== 'Enter' && key !== ' ') return
      // As MenuButton: the key opens the menu (and does not click), focusing its first or last item.
      event.preventDefault()
      pending.current = key === 'ArrowUp' ? 'last' : 'first'
      onWanted(true)
    },
  } as Partial<ButtonHandlers>)
})

/** Renders the real MenuButton; on mounting, hands it the focus and the press it missed. */
function LoadedMenuButton({
  id,
  pending,
  focused,
  children,
}: {
  id: string
  pending: {current: Pending}
  focused: {current: boolean}
  children: ReactElement
}) {
  useEffect(() => {
    const element = document.getElementById(id)
    const action = pending.current
    pending.current = null
    if (!element) return undefined
    if (focused.current || action === 'first' || action === 'last') element.focus()
    if (!action) return undefined
    // The missed press goes to the button after this commit's work: dispatched from inside the
    // effect, MenuButton's handler did not open the menu.
    const timer = setTimeout(() => {
      if (action === 'click') element.click()
      else {
        // MenuButton opens on the key's keydown (React sees a dispatched event as any other).
        const key = action === 'last' ? 'ArrowUp' : 'ArrowDown'
        element.dispatchEvent(new globalThis.KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}))
      }
    })
    return () => clearTimeout(timer)
  }, [id, pending, focused])
  return children
}
