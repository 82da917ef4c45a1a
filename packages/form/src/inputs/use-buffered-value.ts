import {useCallback, useState} from 'react'

interface Buffer<T> {
  /** What the input shows. */
  shown: T
  /** The last value the input was given. */
  seen: T
  /** Values this input wrote that have not come back yet. */
  sent: T[]
}

/**
 * The value an input shows: what the user typed or picked, at once, while the document catches up.
 *
 * The form renders the document's value with a delay (a deferred render after the paint), so an input
 * bound to it alone would jump back to older text mid-word. This keeps the shown value and the values
 * it sent; a value coming back from the document that is one of those is an echo and changes nothing,
 * while any other value (someone else's edit, a reset) replaces the shown one.
 *
 * Everything lives in state, never in refs written during render: a deferred render can be thrown away,
 * and what it noted would be lost with it (a remote edit seen in a discarded render would never show).
 */
export function useBufferedValue<T>(
  value: T,
  equals: (a: T, b: T) => boolean = Object.is,
): [T, (next: T) => void] {
  const [buffer, setBuffer] = useState<Buffer<T>>(() => ({shown: value, seen: value, sent: []}))
  let current = buffer
  if (!equals(value, buffer.seen)) {
    const echo = buffer.sent.findIndex((entry) => equals(entry, value))
    current =
      echo >= 0
        ? {shown: buffer.shown, seen: value, sent: buffer.sent.slice(echo + 1)}
        : {shown: value, seen: value, sent: []}
    // An update of this component's own state during render: React renders again at once with it.
    setBuffer(current)
  }
  const update = useCallback(
    (next: T) => setBuffer((before) => ({...before, shown: next, sent: [...before.sent, next]})),
    [],
  )
  return [current.shown, update]
}

/** Equality for arrays of primitives (tags, checkbox lists): the same values in the same order. */
export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]))
}
