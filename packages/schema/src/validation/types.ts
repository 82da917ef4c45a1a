import type {Path, Schema, SchemaType, ValidationMarker} from '@tessera/types'
import type {ValidationI18n} from './messages.js'
import type {Rule} from './rule.js'
import type {ValidationCache} from './validation-cache.js'

export type ValidationLevel = ValidationMarker['level']

/** The part of a data client validation needs (an @sanity/client instance fits). */
export interface ValidationClient {
  fetch(query: string, params: Record<string, unknown>): Promise<unknown>
}

/** The document being validated: any object with (usually) an `_id` and `_type`. */
export interface ValidationDocument {
  _id?: string
  _type?: string
  [field: string]: unknown
}

/** What every validator (and every custom validator) receives alongside the value. */
export interface ValidationContext {
  /** Needed by checks that look at data: reference existence, slug uniqueness. */
  client?: ValidationClient
  document: ValidationDocument
  /** Where the value is in the document. */
  path: Path
  /** The object or array holding the value (undefined at the document root). */
  parent: unknown
  /** The schema type of the value. */
  type: SchemaType
  schema?: Schema
  /** Overrides how reference validation asks whether a (published) document exists. */
  getDocumentExists?: (options: {id: string}) => Promise<boolean>
  i18n?: ValidationI18n
}

/** Tuning for one validation run. */
export interface ValidationOptions {
  /** Concurrent custom validators (default VALIDATION_CONCURRENCY, 10). */
  maxCustomValidationConcurrency?: number
  /** A custom validator running longer than this adds a warning (default SLOW_CUSTOM_VALIDATOR_MS, 5000). */
  slowValidatorWarningMs?: number
  /**
   * Keeps the markers of value-only subtrees between runs over versions of one document, so a run
   * re-validates only what changed (`createValidationCache`).
   */
  cache?: ValidationCache
}

/** A failure reported by a custom validator; `path` is relative to the validated value. */
export interface CustomValidatorFailure {
  message: string
  path?: Path
}

export type CustomValidatorResultItem = true | false | undefined | string | CustomValidatorFailure

export type CustomValidatorResult = CustomValidatorResultItem | CustomValidatorResultItem[]

export type CustomValidator<T = unknown> = (
  value: T,
  context: ValidationContext,
) => CustomValidatorResult | Promise<CustomValidatorResult>

export interface CustomValidatorOptions {
  /** Run outside the per-run concurrency limit (for cheap synchronous checks). */
  bypassConcurrencyLimit?: boolean
}

const FIELD_REFERENCE = 'tessera.fieldReference'

/** A bound that reads a sibling field's value when validating (`Rule.valueOfField('start')`). */
export interface FieldReference {
  type: typeof FIELD_REFERENCE
  path: string[]
}

export function createFieldReference(path: string | string[]): FieldReference {
  return {type: FIELD_REFERENCE, path: typeof path === 'string' ? path.split('.') : [...path]}
}

export function isFieldReference(value: unknown): value is FieldReference {
  return typeof value === 'object' && value !== null && (value as {type?: unknown}).type === FIELD_REFERENCE
}

export interface UriOptions {
  /** Allowed schemes, as names or patterns (default http and https). */
  scheme?: string | RegExp | (string | RegExp)[]
  allowRelative?: boolean
  relativeOnly?: boolean
  allowCredentials?: boolean
}

export interface NormalizedUriOptions {
  scheme: (string | RegExp)[]
  allowRelative: boolean
  relativeOnly: boolean
  allowCredentials: boolean
}

export interface RegexOptions {
  name?: string
  invert?: boolean
}

export type Bound = number | string | Date | FieldReference

/** The constraint each check carries (`undefined`: none). */
export interface RuleConstraints {
  type: undefined
  min: Bound
  max: Bound
  length: Bound
  greaterThan: number | FieldReference
  lessThan: number | FieldReference
  precision: number | FieldReference
  integer: undefined
  uppercase: undefined
  lowercase: undefined
  email: undefined
  unique: undefined
  reference: undefined
  assetRequired: undefined
  slug: undefined
  regex: {pattern: RegExp; name: string; invert: boolean}
  uri: NormalizedUriOptions
  valid: unknown[]
  custom: {fn: CustomValidator; bypassConcurrencyLimit: boolean}
  all: Rule[]
  either: Rule[]
  fields: Record<string, Rule>
}

export type RuleFlag = keyof RuleConstraints

/** One check inside a Rule. `type` and `slug` are added by normalizeValidationRules. */
export type RuleSpec = {
  [F in RuleFlag]: RuleConstraints[F] extends undefined
    ? {flag: F}
    : {flag: F; constraint: RuleConstraints[F]}
}[RuleFlag]
