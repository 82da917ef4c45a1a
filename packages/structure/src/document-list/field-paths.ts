import {isReferenceSchemaType} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'

/**
 * Field paths as orderings and preview selections write them (`title`, `slug.current`, `tags.0`),
 * resolved against a schema type. They end up inside GROQ, so only plain paths are accepted.
 */

const SEGMENT = '[A-Za-z_][A-Za-z0-9_]*'
const ORDER_PATH = new RegExp(`^${SEGMENT}(?:(?:\\.|->)${SEGMENT})*$`)
const IDENTIFIER = new RegExp(`^${SEGMENT}$`)

/** A path that is safe to write into an `order()` (attributes joined by `.`, or `->` to dereference). */
export function isOrderPath(path: string): boolean {
  return ORDER_PATH.test(path)
}

/** A name that can stand bare in a GROQ projection. */
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name)
}

/** The type of the field at a dotted path, or undefined when the path leaves the declared fields. */
export function fieldTypeAt(type: SchemaType | undefined, path: string): SchemaType | undefined {
  let current = type
  for (const segment of path.split('.')) {
    if (!current) return undefined
    if (current.jsonType === 'array') {
      // `tags.0`: an index into an array of one member type.
      current = /^\d+$/.test(segment) && current.of?.length === 1 ? current.of[0] : undefined
      continue
    }
    current = current.fields?.find((field) => field.name === segment)?.type
  }
  return current
}

/**
 * Whether a dotted path goes through a reference before it ends (`author.name`): its value is in
 * another document, which a query of this document alone does not have.
 */
export function crossesReference(type: SchemaType | undefined, path: string): boolean {
  const segments = path.split('.')
  let current = type
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i]!
    if (!current) return false
    if (current.jsonType === 'array') {
      current = /^\d+$/.test(segment) && current.of?.length === 1 ? current.of[0] : undefined
    } else {
      current = current.fields?.find((field) => field.name === segment)?.type
    }
    if (current && isReferenceSchemaType(current)) return true
  }
  return false
}
