/** Naming rules shared by the problem checks and the compiler. */

/** Type names: identifiers, optionally dot-separated namespaces (`sanity.imageAsset`). */
export const TYPE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/

/** Field names are GROQ attribute names: plain identifiers. */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Prefixes kept for types the studio and the lake define themselves. */
export const RESERVED_TYPE_PREFIXES = ['sanity.', 'system.'] as const

export function reservedPrefixOf(name: string): string | undefined {
  return RESERVED_TYPE_PREFIXES.find((prefix) => name.startsWith(prefix))
}

/** `releaseDate` → `Release Date`, `seo_title` → `Seo Title`: the default title for a name. */
export function startCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
