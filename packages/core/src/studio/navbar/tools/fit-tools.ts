/**
 * How many tool links fit in `available` px, given each link's width, the gap between them and the
 * width of the 'More' button that takes the rest. All fit when their total does; otherwise as many
 * as fit beside the 'More' button (at least none).
 */
export function fitTools(
  widths: readonly number[],
  available: number,
  gap: number,
  moreWidth: number,
): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0)
  if (total <= available) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    const next = used + gap + width
    if (next > available) break
    used = next
    count++
  }
  return count
}
