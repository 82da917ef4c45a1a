/** JSON as the panels show it: indented by 2 (`undefined` has no JSON, so it is named). */
export function jsonOf(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'undefined'
}
