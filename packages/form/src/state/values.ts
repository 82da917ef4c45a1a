import type {SchemaType} from '@tessera/types'

/** The JSON type of a value as the form compares it with the schema ('null' for null and undefined). */
export function jsonTypeOf(value: unknown): string {
  if (value === undefined || value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value === 'object' ? 'object' : typeof value
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The member type of an array for an item: by `_type`, or the only object type when it has none. */
export function itemTypeOf(arrayType: SchemaType, item: unknown): SchemaType | undefined {
  const members = arrayType.of ?? []
  if (isRecord(item)) {
    const objects = members.filter((member) => member.jsonType === 'object')
    if (typeof item._type === 'string') return objects.find((member) => member.name === item._type)
    return objects.length === 1 ? objects[0] : undefined
  }
  return members.find((member) => member.jsonType === jsonTypeOf(item))
}
