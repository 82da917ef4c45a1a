import {useEffect, useState} from 'react'

const NO_WIDTHS: number[] = []

/**
 * The border-box widths of `row`'s children, as a ResizeObserver reports them: after the browser's
 * own layout, never by reading layout in a commit (a `getBoundingClientRect` in a layout effect forced
 * a layout of the whole page in the studio's first commit, ~40 ms on the way to the first screen).
 * Empty until the first report, and where nothing observes (jsdom). `key` says when the children
 * changed, so they are observed again.
 */
export function useChildWidths(row: HTMLElement | null, key: string): number[] {
  const [widths, setWidths] = useState<number[]>(NO_WIDTHS)
  useEffect(() => {
    if (!row || typeof ResizeObserver === 'undefined') return
    const children = Array.from(row.children)
    const current = children.map(() => 0)
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const index = children.indexOf(entry.target)
        if (index >= 0) current[index] = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width
      }
      setWidths((previous) =>
        previous.length === current.length && previous.every((width, i) => width === current[i])
          ? previous
          : [...current],
      )
    })
    for (const child of children) observer.observe(child, {box: 'border-box'})
    return () => observer.disconnect()
  }, [row, key])
  return widths
}
