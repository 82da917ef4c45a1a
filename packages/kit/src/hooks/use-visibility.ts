import {useEffect, useState} from 'react'

/** A preview starts loading this far outside the viewport (spec 002 §9: margin 150 px)… */
export const PREVIEW_VISIBILITY_MARGIN_PX = 150
/** …and stops following its document once out of view this long (spec 002 §9: 2000 ms). */
export const PREVIEW_HIDE_DELAY_MS = 2000

export interface VisibilityOptions {
  /** Counts as visible this many px outside the viewport. Default PREVIEW_VISIBILITY_MARGIN_PX. */
  margin?: number
  /** Reports hidden only after being out of view this long. Default PREVIEW_HIDE_DELAY_MS. */
  hideDelay?: number
}

/**
 * Whether `element` is in (or within `margin` px of) the viewport; leaving it counts after
 * `hideDelay`, so scrolling past and back does not start over. Without IntersectionObserver (a
 * server, an old test environment) everything is visible. False until the first observation.
 */
export function useVisibility(element: Element | null, options: VisibilityOptions = {}): boolean {
  const margin = options.margin ?? PREVIEW_VISIBILITY_MARGIN_PX
  const hideDelay = options.hideDelay ?? PREVIEW_HIDE_DELAY_MS
  const supported = typeof IntersectionObserver !== 'undefined'
  const [visible, setVisible] = useState(!supported)
  useEffect(() => {
    if (!element || !supported) return
    let hideTimer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (!entry) return
        clearTimeout(hideTimer)
        if (entry.isIntersecting) setVisible(true)
        else hideTimer = setTimeout(() => setVisible(false), hideDelay)
      },
      {rootMargin: `${margin}px`},
    )
    observer.observe(element)
    return () => {
      clearTimeout(hideTimer)
      observer.disconnect()
    }
  }, [element, margin, hideDelay, supported])
  return visible
}
