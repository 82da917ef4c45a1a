/** An item of a list diff: where it was and where it is (undefined when removed or added). */
export interface Placed {
  fromIndex?: number
  toIndex?: number
}

/**
 * Orders a list diff as it reads best: the new order, with each removed item right after the item that
 * preceded it before (or first, when nothing did).
 */
export function orderWithRemoved<T extends Placed>(items: readonly T[]): T[] {
  // Where each old position went, for the kept items.
  const newIndexOfOld = new Map<number, number>()
  for (const item of items) {
    if (item.fromIndex !== undefined && item.toIndex !== undefined)
      newIndexOfOld.set(item.fromIndex, item.toIndex)
  }
  const position = (item: T): number => {
    if (item.toIndex !== undefined) return item.toIndex
    const from = item.fromIndex ?? 0
    let anchor = -1
    for (let before = from - 1; before >= 0; before--) {
      const kept = newIndexOfOld.get(before)
      if (kept !== undefined) {
        anchor = kept
        break
      }
    }
    // Several removed items after one anchor keep their old order.
    return anchor + 0.5 + from / (items.length + 1) / 2
  }
  return [...items].sort((a, b) => position(a) - position(b))
}
