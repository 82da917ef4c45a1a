/**
 * Whether two flat objects have the same keys with identical (`Object.is`) values; the values under
 * `ignore` are not compared (the keys must still be there in both).
 */
export function shallowEqual(a: object, b: object, ignore: readonly string[] = []): boolean {
  const aKeys = Object.keys(a)
  if (aKeys.length !== Object.keys(b).length) return false
  return aKeys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      (ignore.includes(key) ||
        Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])),
  )
}
