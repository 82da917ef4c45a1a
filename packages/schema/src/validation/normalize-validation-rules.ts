import type {SchemaType} from '@tessera/types'
import {isRule, Rule} from './rule.js'
import {isTypeOf} from './schema-types.js'
import type {RuleFlag} from './types.js'
import {isPlainObject} from './values.js'

/**
 * The `validation` a type declares, or inherits from the nearest ancestor that declares one
 * (`false` switches inherited validation off).
 */
function declaredValidation(type: SchemaType): unknown {
  const seen = new Set<SchemaType>()
  for (let current: SchemaType | undefined = type; current && !seen.has(current); current = current.type) {
    seen.add(current)
    if (current.validation !== undefined) return current.validation
  }
  return undefined
}

/** Turns whatever a definition's `validation` holds (function, Rule, array of either) into Rules. */
function userRules(type: SchemaType, raw: unknown): Rule[] {
  if (raw === undefined || raw === null || raw === false) return []
  if (typeof raw === 'function') return userRules(type, (raw as (rule: Rule) => unknown)(new Rule(type)))
  if (Array.isArray(raw)) return raw.flatMap((item) => userRules(type, item))
  // A Rule made elsewhere (or for a parent type) is rebound so its checks follow this type.
  if (isRule(raw)) return [raw.schemaType === type ? raw : raw.withSchemaType(type)]
  throw new TypeError(
    `The validation of type '${type.name}' must be a Rule, an array of Rules or a function returning them`,
  )
}

/** Allowed values from `options.list` (items may be `{title, value}` or plain values). */
function listValues(type: SchemaType): unknown[] | undefined {
  const list = type.options?.list
  if (!Array.isArray(list) || list.length === 0) return undefined
  return list.map((item: unknown) => (isPlainObject(item) && 'value' in item ? item.value : item))
}

/**
 * The checks every value of this type gets, whatever its definition says (spec/001 §5): the base type
 * (array, boolean, date, number, object, string), URL and email formats, references, slugs, and the
 * allowed values of `options.list`. A definition's own `uri`, `email`, `reference` or `valid` replaces
 * the implicit one (so `rule.uri({scheme: ['mailto']})` widens the url type).
 */
function implicitRule(type: SchemaType, rules: Rule[]): Rule {
  const declares = (flag: RuleFlag) => rules.some((rule) => rule.hasFlag(flag))
  let rule = new Rule(type)
  const isSlug = isTypeOf(type, 'slug')
  // A slug that is not an object gets slug.not-object instead of the generic type message.
  if (isSlug) rule = rule.withSpec({flag: 'slug'})
  else if (rule.typeName) rule = rule.withSpec({flag: 'type'})
  if (isTypeOf(type, 'url') && !declares('uri')) rule = rule.uri()
  if (isTypeOf(type, 'email') && !declares('email')) rule = rule.email()
  const isReference = isTypeOf(type, 'reference') || isTypeOf(type, 'crossDatasetReference')
  if (isReference && !declares('reference')) rule = rule.reference()
  const allowed = listValues(type)
  const listable = rule.typeName === 'String' || rule.typeName === 'Number' || rule.typeName === 'Array'
  if (allowed && listable && !declares('valid')) rule = rule.valid(allowed)
  return rule
}

/**
 * All rules for a schema type: first the implicit checks, then the rules of its `validation`
 * (a function `(rule) => Rule | Rule[]`, a Rule, or an array of these).
 */
export function normalizeValidationRules(type: SchemaType): Rule[] {
  const known = normalized.get(type)
  if (known) return known
  const rules = userRules(type, declaredValidation(type))
  const result = [implicitRule(type, rules), ...rules]
  normalized.set(type, result)
  return result
}

/**
 * Rules are immutable and a compiled type never changes, so each type's rules are built once: document
 * validation runs on every edit and would otherwise call every `validation` function each time.
 */
const normalized = new WeakMap<SchemaType, Rule[]>()
