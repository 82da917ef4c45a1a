import {useEffect} from 'react'

/** What counts as the item form's first input: a field, not the editor's Close button. */
const INPUT_SELECTOR = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]'

/** How long to wait for the item's form to render its inputs (a new item's form follows its patch). */
const GIVE_UP_AFTER_MS = 2000

/**
 * Focuses the first input inside `container` once there is one (spec/001 §4: a new array item is
 * inserted, focused, then opened). The item's form may render a moment after the editor opens, so
 * this waits for it with a MutationObserver; it stops once something inside the container has focus
 * (the user got there first) or after two seconds.
 */
export function useFocusFirstInput(container: HTMLElement | null): void {
  useEffect(() => {
    if (!container) return
    const tryFocus = (): boolean => {
      if (container.contains(document.activeElement) && document.activeElement?.matches(INPUT_SELECTOR))
        return true
      const input = container.querySelector<HTMLElement>(INPUT_SELECTOR)
      if (!input) return false
      input.focus()
      return true
    }
    // After the dialog's own focus handling (it focuses its first button when it opens).
    const frame = requestAnimationFrame(() => {
      if (tryFocus()) observer.disconnect()
    })
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect()
    })
    observer.observe(container, {childList: true, subtree: true})
    const timer = setTimeout(() => observer.disconnect(), GIVE_UP_AFTER_MS)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [container])
}
