import type {ObjectField, Path, PathSegment, SchemaType} from '@tessera/types'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The first title up the type's parent chain (an unnamed array member shows its type's title). */
function titleOf(type: SchemaType | undefined): string | undefined {
  for (let current = type; current; current = current.type) {
    if (typeof current.title === 'string' && current.title !== '') return current.title
  }
  return undefined
}

/** The fields of an object type, its own or the nearest parent's. */
function fieldsOf(type: SchemaType | undefined): ObjectField[] | undefined {
  for (let current = type; current; current = current.type) if (current.fields) return current.fields
  return undefined
}

function membersOf(type: SchemaType | undefined): SchemaType[] | undefined {
  for (let current = type; current; current = current.type) if (current.of) return current.of
  return undefined
}

/** The array member type an item is: by its `_type`, else by its JSON type, else the only member. */
function memberFor(members: SchemaType[] | undefined, item: unknown): SchemaType | undefined {
  if (!members || members.length === 0) return undefined
  if (isRecord(item) && typeof item._type === 'string') {
    const named = members.find((member) => member.name === item._type)
    if (named) return named
  }
  if (item !== undefined) {
    const json = Array.isArray(item) ? 'array' : typeof item
    const byJson = members.filter((member) => member.jsonType === json)
    if (byJson.length === 1) return byJson[0]
  }
  return members.length === 1 ? members[0] : undefined
}

function itemIndex(items: unknown, segment: PathSegment): number {
  if (!Array.isArray(items)) return typeof segment === 'number' ? segment : -1
  if (typeof segment === 'number') return segment
  if (isRecord(segment) && typeof segment._key === 'string') {
    return items.findIndex((item) => isRecord(item) && item._key === segment._key)
  }
  return -1
}

/**
 * The titles of the fields along a validation marker's path, as the form labels them:
 * `['author', 'name']` on a post → `['Author', 'Name']`. An array item (`{_key}` or index) is named
 * by its member type's title, with its position when `value` (the document) is given to find it:
 * `['sections', {_key: 'k2'}, 'heading']` → `['Sections', 'Hero #2', 'Heading']`. Segments the schema
 * does not know (undeclared fields) are shown as they are. The document itself is `[]`.
 */
export function resolveFieldTitlePath(schemaType: SchemaType, path: Path, value?: unknown): string[] {
  const titles: string[] = []
  let type: SchemaType | undefined = schemaType
  let current: unknown = value
  for (const segment of path) {
    if (typeof segment === 'string') {
      const field: ObjectField | undefined = fieldsOf(type)?.find((candidate) => candidate.name === segment)
      titles.push(titleOf(field?.type) ?? segment)
      type = field?.type
      current = isRecord(current) ? current[segment] : undefined
      continue
    }
    if (Array.isArray(segment)) {
      // A range of items (rare in markers): the positions, one-based.
      const [from, to] = segment
      titles.push(`#${from === '' ? 1 : from + 1}–${to === '' ? '' : to}`)
      type = undefined
      current = undefined
      continue
    }
    const index = itemIndex(current, segment)
    const item = Array.isArray(current) && index >= 0 ? current[index] : undefined
    const member: SchemaType | undefined = memberFor(membersOf(type), item)
    const memberTitle = titleOf(member) ?? member?.name ?? 'Item'
    const known = Array.isArray(current) && index >= 0 && index < current.length
    titles.push(known ? `${memberTitle} #${index + 1}` : memberTitle)
    type = member
    current = item
  }
  return titles
}

/** The titles joined for display: 'Sections › Hero #2 › Heading'. */
export function fieldTitlePathText(titles: readonly string[]): string {
  return titles.join(' › ')
}
