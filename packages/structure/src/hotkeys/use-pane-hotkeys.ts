import {useEffect, useRef, type RefObject} from 'react'
import {matchesHotkey, parseHotkey, type Hotkey} from './hotkeys.js'

export interface PaneHotkey {
  /** 'Ctrl+Alt+P' */
  hotkey: string
  run(): void
}

/**
 * Runs a shortcut when it is pressed while focus is inside the pane that `anchor` sits in (an element
 * of the pane; the pane is its closest `[data-pane-kind]`), so two open documents never both react.
 * The latest `hotkeys` are used without re-subscribing.
 */
export function usePaneHotkeys(anchor: RefObject<HTMLElement | null>, hotkeys: readonly PaneHotkey[]): void {
  const latest = useRef(hotkeys)
  useEffect(() => {
    latest.current = hotkeys
  })
  useEffect(() => {
    const pane = anchor.current?.closest('[data-pane-kind]')
    if (!pane) return
    const parsed = new Map<string, Hotkey>()
    const onKeyDown = (event: Event) => {
      const keyboard = event as KeyboardEvent
      if (keyboard.defaultPrevented || !(keyboard.ctrlKey || keyboard.altKey || keyboard.metaKey)) return
      for (const {hotkey, run} of latest.current) {
        let wanted = parsed.get(hotkey)
        if (!wanted) parsed.set(hotkey, (wanted = parseHotkey(hotkey)))
        if (!matchesHotkey(keyboard, wanted)) continue
        keyboard.preventDefault()
        run()
        return
      }
    }
    pane.addEventListener('keydown', onKeyDown)
    return () => pane.removeEventListener('keydown', onKeyDown)
  }, [anchor])
}
