import {useCallback, useRef, useState} from 'react'

/**
 * The value a text-like input shows: what the user typed, at once, while the document catches up.
 *
 * The form renders the document's value with a delay (a deferred render after the paint), so an input
 * bound to it alone would jump back to older text mid-word. This keeps the typed text and the values it
 * sent; a value coming back from the document that is one of those is an echo and changes nothing,
 * while any other value (someone else's edit, a reset) replaces the text.
 */
export function useBufferedValue<T>(
  value: T,
  equals: (a: T, b: T) => boolean = Object.is,
): [T, (next: T) => void] {
  const [shown, setShown] = useState(value)
  const sent = useRef<T[]>([])
  const last = useRef(value)
  if (!equals(value, last.current)) {
    last.current = value
    const echo = sent.current.findIndex((entry) => equals(entry, value))
    if (echo >= 0) sent.current = sent.current.slice(echo + 1)
    else {
      sent.current = []
      if (!equals(shown, value)) setShown(value)
    }
  }
  const update = useCallback((next: T) => {
    sent.current.push(next)
    setShown(next)
  }, [])
  return [shown, update]
}

/** Equality for arrays of primitives (tags, checkbox lists): the same values in the same order. */
export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]))
}
