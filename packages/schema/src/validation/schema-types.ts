import type {SchemaType} from '@tessera/types'

/** The value categories rules are written for. Date covers the date and datetime types (ISO strings). */
export type RuleTypeName = 'String' | 'Number' | 'Boolean' | 'Array' | 'Object' | 'Date'

/**
 * The names a type inherits from, nearest first. The type's own name counts only when it is a root
 * (no parent): a derived type's own name may be a field name such as `url`, which says nothing about
 * what kind of value it holds.
 */
function inheritedNames(type: SchemaType): string[] {
  const names: string[] = []
  const seen = new Set<SchemaType>()
  for (let current: SchemaType | undefined = type; current && !seen.has(current); current = current.type) {
    seen.add(current)
    if (current !== type || !current.type) names.push(current.name)
  }
  return names
}

/** Whether `type` is, or inherits from, the built-in type `name`. */
export function isTypeOf(type: SchemaType, name: string): boolean {
  return inheritedNames(type).includes(name)
}

export function inferRuleType(type: SchemaType | undefined): RuleTypeName | undefined {
  if (!type) return undefined
  if (isTypeOf(type, 'date') || isTypeOf(type, 'datetime')) return 'Date'
  switch (type.jsonType) {
    case 'string':
      return 'String'
    case 'number':
      return 'Number'
    case 'boolean':
      return 'Boolean'
    case 'array':
      return 'Array'
    case 'object':
      return 'Object'
    default:
      return undefined
  }
}
