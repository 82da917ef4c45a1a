/** "Did you mean" suggestions for unknown type names. */

/** Edit distance counting insertions, deletions, substitutions and adjacent transpositions. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({length: rows}, (_, i) =>
    Array.from({length: cols}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.length][b.length]
}

/**
 * The candidate closest to `name` (case-insensitive), if it is close enough to be a likely typo:
 * at most one edit for short names, one per three characters for longer ones.
 */
export function suggestName(name: string, candidates: readonly string[]): string | undefined {
  const wanted = name.toLowerCase()
  const limit = Math.max(1, Math.floor(wanted.length / 3))
  let best: {name: string; distance: number} | undefined
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase())
    if (distance <= limit && (!best || distance < best.distance)) best = {name: candidate, distance}
  }
  return best?.name
}

export function unknownTypeMessage(name: string, candidates: readonly string[]): string {
  const suggestion = suggestName(name, candidates)
  return suggestion ? `Unknown type: "${name}". Did you mean "${suggestion}"?` : `Unknown type: "${name}".`
}
