import type {MouseEvent} from 'react'

/** A plain click stays in the app; new-tab and new-window clicks are left to the browser. */
export function followInside(
  event: MouseEvent<HTMLElement>,
  href: string,
  onNavigate: (href: string) => void,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  onNavigate(href)
}
