import {useEffect} from 'react'

/** Whether a key event is mod+K: Cmd+K on Apple platforms, Ctrl+K elsewhere (spec 000 §9). */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
) {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false
  return isApple() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
}

function isApple(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)
  )
}

/** The shortcut's label for the trigger: ⌘K or Ctrl K. */
export function shortcutLabel(): string {
  return isApple() ? '⌘K' : 'Ctrl K'
}

/** Calls `onToggle` on mod+K anywhere in the page (spec 000 §2.6: the shortcut toggles the search). */
export function useSearchShortcut(onToggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      onToggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [onToggle])
}
