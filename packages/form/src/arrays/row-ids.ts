import {randomKey} from '@tessera/schema'
import {useRef} from 'react'

/** Stable ids for rows of values without keys (React keys and drag ids that follow local moves). */
export interface RowIds {
  ids: readonly string[]
  move: (from: number, to: number) => void
  remove: (index: number) => void
  /** A row is being added at the start: the next row to appear takes a new id at the front. */
  prepend: () => void
}

/**
 * Ids for `length` rows of an array of primitives: rows added at the end get new ids, rows cut from the
 * end lose theirs, and local moves and removals carry the ids along, so focus and drag state stay on
 * the row the user is working on.
 */
export function useRowIds(length: number): RowIds {
  const ref = useRef<string[]>([])
  // Rows announced at the start and not yet arrived: they take new ids at the front, not at the end.
  const atFront = useRef(0)
  const ids = ref.current
  if (ids.length > length) ids.splice(length)
  while (ids.length < length) {
    if (atFront.current > 0) {
      atFront.current--
      ids.unshift(randomKey())
    } else ids.push(randomKey())
  }
  return {
    ids: [...ids],
    move(from, to) {
      const [id] = ids.splice(from, 1)
      ids.splice(to, 0, id)
    },
    remove(index) {
      ids.splice(index, 1)
    },
    prepend() {
      atFront.current++
    },
  }
}
