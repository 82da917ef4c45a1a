import {combineLatest, map, type Observable, of, switchMap} from 'rxjs'
import type {PreviewDocument} from './field-fetch.js'
import type {ObserveFields, ObserveOptions} from './observe-fields.js'

/** A path into a document: `'author.name'` or `['author', 'name']`; numbers pick array items. */
export type PreviewPath = string | readonly (string | number)[]

/** Paths merged into a tree by segment; an empty subtree means "the whole value". */
type PathTree = Map<string | number, PathTree>

export type ObservePaths = (
  id: string,
  paths: readonly PreviewPath[],
  options?: ObserveOptions,
) => Observable<PreviewDocument | null>

function toTree(paths: readonly PreviewPath[]): PathTree {
  const root: PathTree = new Map()
  for (const path of paths) {
    const segments = typeof path === 'string' ? path.split('.') : path
    let node = root
    segments.forEach((segment) => {
      const child = node.get(segment) ?? new Map()
      node.set(segment, child)
      node = child
    })
  }
  return root
}

function toPaths(tree: PathTree, prefix: (string | number)[] = []): (string | number)[][] {
  if (tree.size === 0) return [prefix]
  return [...tree].flatMap(([segment, child]) => toPaths(child, [...prefix, segment]))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const KEEP = ['_id', '_type', '_rev', '_key'] as const

/**
 * Observes paths of a document, following references: `author.name` on a document whose `author` is
 * a reference observes the referenced document's `name` (live, like the document itself). A followed
 * reference becomes that document's preview, or null if it is missing or unreadable.
 */
export function createPathObserver(observeFields: ObserveFields): ObservePaths {
  function resolveObject(
    value: Record<string, unknown> | unknown[],
    tree: PathTree,
    options: ObserveOptions,
  ): Observable<unknown> {
    const entries = [...tree].map(([segment, child]) =>
      resolve((value as Record<string | number, unknown>)[segment], child, options).pipe(
        map((resolved) => [segment, resolved] as const),
      ),
    )
    const base: Record<string, unknown> = {}
    if (isPlainObject(value))
      for (const field of KEEP) if (value[field] !== undefined) base[field] = value[field]
    if (entries.length === 0) return of(base)
    return combineLatest(entries).pipe(
      map((pairs) => {
        const result = {...base}
        for (const [segment, resolved] of pairs) if (resolved !== undefined) result[segment] = resolved
        return result
      }),
    )
  }

  function resolve(value: unknown, tree: PathTree, options: ObserveOptions): Observable<unknown> {
    if (tree.size === 0) return of(value)
    if (isPlainObject(value) && typeof value._ref === 'string') {
      const dataset = typeof value._dataset === 'string' ? value._dataset : options.dataset
      return observePaths(value._ref, toPaths(tree), {dataset})
    }
    if (Array.isArray(value)) {
      // Field names apply to every item (`authors.name`); numbers pick one (`authors.0.name`).
      if ([...tree.keys()].every((segment) => typeof segment === 'number'))
        return resolveObject(value, tree, options)
      return value.length === 0 ? of([]) : combineLatest(value.map((item) => resolve(item, tree, options)))
    }
    if (isPlainObject(value)) return resolveObject(value, tree, options)
    return of(undefined)
  }

  function observePaths(
    id: string,
    paths: readonly PreviewPath[],
    options: ObserveOptions = {},
  ): Observable<PreviewDocument | null> {
    const tree = toTree(paths)
    const heads = [...tree.keys()].map(String)
    return observeFields(id, heads, options).pipe(
      switchMap((doc) =>
        doc ? (resolveObject(doc, tree, options) as Observable<PreviewDocument>) : of(null),
      ),
    )
  }

  return observePaths
}
