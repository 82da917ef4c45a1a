/** A seeded pseudo-random source in [0, 1) and a picker over it, so every fuzz run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0
    return state / 2 ** 32
  }
}

/** One of `items`, chosen with `next`. */
export const pickWith =
  (next: () => number) =>
  <T>(items: readonly T[]): T =>
    items[Math.floor(next() * items.length)]!
