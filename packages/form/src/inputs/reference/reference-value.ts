import {getBuiltInTypeName, normalizeValidationRules} from '@tessera/schema'
import type {Reference, SchemaType} from '@tessera/types'
import {isRecord} from '../../state/values.js'

/** The filter a reference field gives the search: a GROQ string with parameters. */
export interface ResolvedFilter {
  filter?: string
  params?: Record<string, unknown>
}

/** What a filter function gets (spec/001 §3 'filter'): the document, the parent value, its path. */
export interface ReferenceFilterContext {
  document: Record<string, unknown> | undefined
  parent: unknown
  parentPath: unknown[]
}

type FilterFunction = (context: ReferenceFilterContext) => ResolvedFilter | Promise<ResolvedFilter>

/** The reference options of spec/001 §3 the input reads. */
export interface ReferenceOptions {
  filter?: string | FilterFunction
  filterParams?: Record<string, unknown>
  disableNew?: boolean
}

export function referenceOptionsOf(type: SchemaType): ReferenceOptions {
  return (type.options ?? {}) as ReferenceOptions
}

/** The allowed target types (`to`), looked up along the type chain. */
export function targetTypesOf(type: SchemaType): SchemaType[] {
  for (let current: SchemaType | undefined = type; current; current = current.type) {
    if (current.to && current.to.length > 0) return current.to
  }
  return []
}

/** Whether the schema makes references of this type weak (`weak: true` anywhere on the chain). */
export function isWeakSchema(type: SchemaType): boolean {
  for (let current: SchemaType | undefined = type; current; current = current.type) {
    if (typeof current.weak === 'boolean') return current.weak
  }
  return false
}

/** A reference to this dataset or to another one. */
export function isReferenceType(type: SchemaType): boolean {
  const builtIn = getBuiltInTypeName(type)
  return builtIn === 'reference' || builtIn === 'crossDatasetReference'
}

export function isCrossDatasetType(type: SchemaType): boolean {
  return getBuiltInTypeName(type) === 'crossDatasetReference'
}

/** A property of the type or the nearest type it extends (`dataset`, `studioUrl`). */
function ownOrInherited(type: SchemaType, key: string): unknown {
  for (let current: SchemaType | undefined = type; current; current = current.type) {
    if (current[key] !== undefined) return current[key]
  }
  return undefined
}

/** The dataset a cross-dataset reference points into (its schema `dataset`). */
export function crossDatasetOf(type: SchemaType): string | undefined {
  const dataset = ownOrInherited(type, 'dataset')
  return typeof dataset === 'string' && dataset ? dataset : undefined
}

/** spec/001 §7: a cross-dataset target's document link comes from the schema's `studioUrl`. */
export type StudioUrl = (document: {id: string; type?: string}) => string | null | undefined

export function studioUrlOf(type: SchemaType): StudioUrl | undefined {
  const studioUrl = ownOrInherited(type, 'studioUrl')
  return typeof studioUrl === 'function' ? (studioUrl as StudioUrl) : undefined
}

/** Where a cross-dataset reference's target lives (stored on the value as `_dataset`, `_projectId`). */
export interface CrossDatasetTarget {
  dataset: string
  projectId: string
}

/** The filter the search gets: the option string with `filterParams`, or what the function returns. */
export async function resolveFilter(
  options: ReferenceOptions,
  context: ReferenceFilterContext,
): Promise<ResolvedFilter> {
  if (typeof options.filter === 'function') return options.filter(context)
  if (typeof options.filter === 'string') return {filter: options.filter, params: options.filterParams}
  return {}
}

/** A stored value that is a reference (has a string `_ref`). */
export function asReference(value: unknown): Reference | undefined {
  return isRecord(value) && typeof value._ref === 'string' ? (value as unknown as Reference) : undefined
}

/**
 * The value for a picked search hit (spec/001 §4): a published hit on a strong field is a plain strong
 * reference; otherwise the reference is weak, and a hit that exists only as a draft gets
 * `_strengthenOnPublish` with its type so the lake makes it strong when the target is published.
 * `_key` is kept (array items).
 */
export function referenceForHit(
  type: SchemaType,
  hit: {id: string; type: string; published: boolean},
  key?: string,
  crossDataset?: CrossDatasetTarget,
): Reference {
  const weak = isWeakSchema(type)
  const base: Reference = {_type: type.name, _ref: hit.id, ...(key ? {_key: key} : {})}
  // In another dataset: only the schema's strength; this lake's strengthening works within a dataset.
  if (crossDataset) {
    return {
      ...base,
      _dataset: crossDataset.dataset,
      _projectId: crossDataset.projectId,
      ...(weak ? {_weak: true} : {}),
    }
  }
  if (hit.published && !weak) return base
  if (hit.published) return {...base, _weak: true}
  return {
    ...base,
    _weak: true,
    _strengthenOnPublish: {type: hit.type, ...(weak ? {weak: true} : {})},
  }
}

/**
 * The value for a document created from the input (spec/001 §4): a fresh id, weak until published,
 * with the type and template recorded so the preview and the strengthening know what it will be.
 */
export function referenceForNewDocument(
  type: SchemaType,
  created: {id: string; type: string; template?: {id: string; params: Record<string, unknown>}},
  key?: string,
): Reference {
  const weak = isWeakSchema(type)
  return {
    _type: type.name,
    _ref: created.id,
    ...(key ? {_key: key} : {}),
    _weak: true,
    _strengthenOnPublish: {
      type: created.type,
      ...(weak ? {weak: true} : {}),
      template: created.template ?? {id: created.type, params: {}},
    },
  }
}

/** What the input should say about the reference's strength (spec/001 §4). */
export type StrengthState =
  | {kind: 'ok'}
  /** Waiting for the target to be published; the lake will strengthen it. */
  | {kind: 'pending'}
  /** The target is published now but the marker is still there: offer to finish it. */
  | {kind: 'published-now'; fix: Reference}
  /** The stored weak flag differs from the schema: offer to weaken or strengthen. */
  | {kind: 'mismatch'; shouldBeWeak: boolean; fix: Reference}
  /** Weak, target missing, nothing pending: alert with clear. */
  | {kind: 'weak-missing'}

export function strengthState(
  type: SchemaType,
  value: Reference,
  target: {available: boolean; published: boolean; notFound: boolean},
): StrengthState {
  const schemaWeak = isWeakSchema(type)
  const storedWeak = value._weak === true
  const {_strengthenOnPublish: marker, ...rest} = value
  if (marker) {
    if (!target.published) return {kind: 'pending'}
    const fix: Reference = {...rest}
    if (schemaWeak) fix._weak = true
    else delete fix._weak
    return {kind: 'published-now', fix}
  }
  if (storedWeak && target.notFound) return {kind: 'weak-missing'}
  // A strong reference to an unpublished document cannot be stored; only offer a fix that can.
  if (target.available && storedWeak !== schemaWeak && (schemaWeak || target.published)) {
    const fix: Reference = {...value}
    if (schemaWeak) fix._weak = true
    else delete fix._weak
    return {kind: 'mismatch', shouldBeWeak: schemaWeak, fix}
  }
  return {kind: 'ok'}
}

/** Whether the array's validation says its items must be unique (`rule.unique()`). */
export function requiresUniqueItems(arrayType: SchemaType): boolean {
  try {
    return normalizeValidationRules(arrayType).some((rule) =>
      rule.specs.some((spec) => spec.flag === 'unique'),
    )
  } catch {
    return false
  }
}
