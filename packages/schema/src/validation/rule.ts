import type {SchemaType} from '@tessera/types'
import {DEFAULT_URL_SCHEMES} from './constants.js'
import {inferRuleType, type RuleTypeName} from './schema-types.js'
import {
  createFieldReference,
  type Bound,
  type CustomValidator,
  type CustomValidatorOptions,
  type FieldReference,
  type RegexOptions,
  type RuleFlag,
  type RuleSpec,
  type UriOptions,
  type ValidationLevel,
} from './types.js'

/**
 * An immutable, fluent validation rule: every method returns a new Rule. A schema type's `validation`
 * receives a Rule bound to that type: `validation: (rule) => rule.required().min(3)`.
 * Which checks apply follows the value's type: `min` is a length for strings, a bound for numbers,
 * an item count for arrays and a date for date/datetime. Checks that do not apply to the type are ignored.
 */
export class Rule {
  /** A bound that reads a sibling field when validating: `rule.min(Rule.valueOfField('start'))`. */
  static valueOfField(path: string | string[]): FieldReference {
    return createFieldReference(path)
  }

  #schemaType: SchemaType | undefined
  #typeName: RuleTypeName | undefined
  #required = false
  #level: ValidationLevel = 'error'
  #message: string | undefined
  #specs: readonly RuleSpec[] = Object.freeze([])

  constructor(schemaType?: SchemaType) {
    this.#schemaType = schemaType
    this.#typeName = inferRuleType(schemaType)
  }

  /** The schema type the rule was made for (if any). */
  get schemaType(): SchemaType | undefined {
    return this.#schemaType
  }

  /** The value category inferred from the schema type: String, Number, Boolean, Array, Object or Date. */
  get typeName(): RuleTypeName | undefined {
    return this.#typeName
  }

  get level(): ValidationLevel {
    return this.#level
  }

  /** A custom message replacing the messages of this rule's failures. */
  get message(): string | undefined {
    return this.#message
  }

  get specs(): readonly RuleSpec[] {
    return this.#specs
  }

  isRequired(): boolean {
    return this.#required
  }

  hasFlag(flag: RuleFlag): boolean {
    return this.#specs.some((spec) => spec.flag === flag)
  }

  /** The same rule bound to another schema type (used when a rule is applied to a field). */
  withSchemaType(schemaType: SchemaType): Rule {
    return this.#clone((next) => {
      next.#schemaType = schemaType
      next.#typeName = inferRuleType(schemaType)
    })
  }

  /** @internal Adds a check; normalizeValidationRules uses it for the implicit type and slug checks. */
  withSpec(spec: RuleSpec): Rule {
    return this.#clone((next) => {
      next.#specs = Object.freeze([...this.#specs, spec])
    })
  }

  required(): Rule {
    return this.#clone((next) => {
      next.#required = true
    })
  }

  optional(): Rule {
    return this.#clone((next) => {
      next.#required = false
    })
  }

  error(message?: string): Rule {
    return this.#withLevel('error', message)
  }

  warning(message?: string): Rule {
    return this.#withLevel('warning', message)
  }

  info(message?: string): Rule {
    return this.#withLevel('info', message)
  }

  /**
   * A validator function: return true (valid), a message, `{message, path}` (path relative to the value)
   * or an array of these; may be async. Runs for empty values too.
   */
  custom<T = unknown>(fn: CustomValidator<T>, options: CustomValidatorOptions = {}): Rule {
    const constraint = {
      fn: fn as CustomValidator,
      bypassConcurrencyLimit: options.bypassConcurrencyLimit === true,
    }
    return this.withSpec({flag: 'custom', constraint})
  }

  /** String: minimum length; number: minimum; array: minimum items; date: earliest date. */
  min(bound: Bound): Rule {
    return this.withSpec({flag: 'min', constraint: bound})
  }

  /** String: maximum length; number: maximum; array: maximum items; date: latest date. */
  max(bound: Bound): Rule {
    return this.withSpec({flag: 'max', constraint: bound})
  }

  /** String: exact length; array: exact number of items. */
  length(bound: Bound): Rule {
    return this.withSpec({flag: 'length', constraint: bound})
  }

  integer(): Rule {
    return this.withSpec({flag: 'integer'})
  }

  /** At most this many decimal places. */
  precision(limit: number | FieldReference): Rule {
    return this.withSpec({flag: 'precision', constraint: limit})
  }

  /** Zero or more (same as `min(0)`). */
  positive(): Rule {
    return this.min(0)
  }

  /** Below zero (same as `lessThan(0)`). */
  negative(): Rule {
    return this.lessThan(0)
  }

  greaterThan(bound: number | FieldReference): Rule {
    return this.withSpec({flag: 'greaterThan', constraint: bound})
  }

  lessThan(bound: number | FieldReference): Rule {
    return this.withSpec({flag: 'lessThan', constraint: bound})
  }

  uppercase(): Rule {
    return this.withSpec({flag: 'uppercase'})
  }

  lowercase(): Rule {
    return this.withSpec({flag: 'lowercase'})
  }

  /** The string must match `pattern` (or must not, with `invert`). `name` is used in the message. */
  regex(pattern: RegExp, options?: RegexOptions): Rule
  regex(pattern: RegExp, name: string, options?: RegexOptions): Rule
  regex(pattern: RegExp, nameOrOptions?: string | RegexOptions, maybeOptions?: RegexOptions): Rule {
    const options = typeof nameOrOptions === 'object' ? nameOrOptions : (maybeOptions ?? {})
    const name =
      (typeof nameOrOptions === 'string' ? nameOrOptions : undefined) ?? options.name ?? String(pattern)
    // A global or sticky pattern remembers lastIndex between tests; validation must not.
    const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
    return this.withSpec({
      flag: 'regex',
      constraint: {pattern: stateless, name, invert: options.invert === true},
    })
  }

  email(): Rule {
    return this.withSpec({flag: 'email'})
  }

  /** A URL; schemes default to http and https; relative URLs and credentials only when allowed. */
  uri(options: UriOptions = {}): Rule {
    const scheme = options.scheme === undefined ? [...DEFAULT_URL_SCHEMES] : [options.scheme].flat()
    const relativeOnly = options.relativeOnly === true
    const constraint = {
      scheme,
      relativeOnly,
      allowRelative: relativeOnly || options.allowRelative === true,
      allowCredentials: options.allowCredentials === true,
    }
    return this.withSpec({flag: 'uri', constraint})
  }

  /** Array items must be unique (compared by value, ignoring `_key`). */
  unique(): Rule {
    return this.withSpec({flag: 'unique'})
  }

  /** The value must be a reference to a document, published unless the reference is weak. */
  reference(): Rule {
    return this.withSpec({flag: 'reference'})
  }

  /** An image or file value must have an asset. */
  assetRequired(): Rule {
    return this.withSpec({flag: 'assetRequired'})
  }

  /** The value (each item, for arrays) must equal one of `values`. */
  valid(values: unknown): Rule {
    return this.withSpec({flag: 'valid', constraint: Array.isArray(values) ? [...values] : [values]})
  }

  /** Every rule must pass; their failures are this rule's failures. */
  all(rules: Rule[]): Rule {
    return this.withSpec({flag: 'all', constraint: [...rules]})
  }

  /** At least one rule must pass. */
  either(rules: Rule[]): Rule {
    return this.withSpec({flag: 'either', constraint: [...rules]})
  }

  /** Rules for an object's fields, by field name; each is applied to that field's value. */
  fields(rules: Record<string, Rule>): Rule {
    return this.withSpec({flag: 'fields', constraint: {...rules}})
  }

  #withLevel(level: ValidationLevel, message: string | undefined): Rule {
    return this.#clone((next) => {
      next.#level = level
      if (message !== undefined) next.#message = message
    })
  }

  #clone(change: (next: Rule) => void): Rule {
    const next = new Rule()
    next.#schemaType = this.#schemaType
    next.#typeName = this.#typeName
    next.#required = this.#required
    next.#level = this.#level
    next.#message = this.#message
    next.#specs = this.#specs
    change(next)
    return next
  }
}

export function isRule(value: unknown): value is Rule {
  return value instanceof Rule
}
