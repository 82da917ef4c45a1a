import type {Path} from '@tessera/types'
import {useCallback} from 'react'
import type {FormNode} from '../state/types.js'
import {useFormContext} from './form-context.js'

/** The value at `path` in `document` (fields by name, array items by `{_key}` or index). */
export function valueAtPath(document: unknown, path: Path): unknown {
  let current: unknown = document
  for (const segment of path) {
    if (current === undefined || current === null) return undefined
    if (typeof segment === 'string') {
      current =
        typeof current === 'object' && !Array.isArray(current)
          ? (current as Record<string, unknown>)[segment]
          : undefined
    } else if (typeof segment === 'number') {
      current = Array.isArray(current) ? current[segment] : undefined
    } else if (Array.isArray(segment)) {
      return undefined
    } else {
      current = Array.isArray(current)
        ? current.find(
            (item) =>
              typeof item === 'object' && item !== null && (item as {_key?: unknown})._key === segment._key,
          )
        : undefined
    }
  }
  return current
}

/**
 * A getter for the node's value as the document holds it this instant. The rendered node may be a
 * moment behind (the form renders a deferred state), so an input that builds a whole new value from
 * the current one (an array plus a tag, a date plus a time) reads this at the time of the event.
 */
export function useCurrentValue(node: FormNode): () => unknown {
  const {getDocument} = useFormContext()
  const {path, value} = node
  return useCallback(() => {
    const document = getDocument()
    return document === undefined ? value : valueAtPath(document, path)
  }, [getDocument, path, value])
}
