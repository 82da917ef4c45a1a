import type {ValidationMarker} from '@tessera/types'
import {exceptionFailure, fail, type Failure, type Validator} from './failures.js'
import type {Rule} from './rule.js'
import type {ValidationRun} from './run.js'
import {inferRuleType, type RuleTypeName} from './schema-types.js'
import type {RuleFlag, RuleSpec, ValidationContext} from './types.js'
import {isEmptyValue, isPlainObject} from './values.js'
import {valueFitsType} from './validators/generic.js'
import {validatorsFor} from './validators/index.js'

/** Checks that still run when there is no value at all (undefined or null). */
const RUNS_ON_ABSENT = new Set<RuleFlag>(['custom', 'assetRequired', 'all', 'either'])
/** Checks that still run when the value has the wrong JSON type (the implicit type check reports that). */
const RUNS_ON_TYPE_MISMATCH = new Set<RuleFlag>(['custom', 'all', 'either', 'slug'])

/** Validates one value against one rule; markers carry the rule's level and custom message. */
export async function evaluateRule(
  rule: Rule,
  value: unknown,
  context: ValidationContext,
  run: ValidationRun,
): Promise<ValidationMarker[]> {
  const failures = applyRuleMessage(rule, await collectFailures(rule, value, context, run))
  const seen = new Set<string>()
  const markers: ValidationMarker[] = []
  for (const failure of failures) {
    const marker: ValidationMarker = {
      level: failure.level ?? rule.level,
      message: failure.message,
      path: failure.path,
    }
    if (failure.messageKey) marker.messageKey = failure.messageKey
    // A custom message can make several failures of one rule identical; report each place once.
    const identity = JSON.stringify([marker.level, marker.message, marker.path])
    if (seen.has(identity)) continue
    seen.add(identity)
    markers.push(marker)
  }
  return markers
}

/** Replaces the messages of non-final failures with the rule's custom message, if it has one. */
function applyRuleMessage(rule: Rule, failures: Failure[]): Failure[] {
  const message = rule.message
  if (message === undefined) return failures
  return failures.map((failure) => (failure.level ? failure : {message, path: failure.path}))
}

async function collectFailures(
  rule: Rule,
  value: unknown,
  context: ValidationContext,
  run: ValidationRun,
): Promise<Failure[]> {
  // The value's schema type decides which checks apply (a rule may be reused for a field via `fields`).
  const typeName = inferRuleType(context.type) ?? rule.typeName
  let specs = rule.specs
  if (isEmptyValue(value) && rule.isRequired()) return [fail(context, 'required')]
  if (value === undefined || value === null) {
    specs = specs.filter((spec) => RUNS_ON_ABSENT.has(spec.flag))
  } else {
    // The implicit type check goes first: a value of the wrong type gets only its message.
    const typeCheck = specs.find((spec) => spec.flag === 'type')
    const typeFailures = typeCheck ? await runSpec(typeCheck, value, context, run, typeName) : []
    if (typeFailures.length > 0) return typeFailures
    specs = valueFitsType(typeName, value)
      ? specs.filter((spec) => spec.flag !== 'type')
      : specs.filter((spec) => RUNS_ON_TYPE_MISMATCH.has(spec.flag))
  }
  const results = await Promise.all(specs.map((spec) => runSpec(spec, value, context, run, typeName)))
  return results.flat()
}

async function runSpec(
  spec: RuleSpec,
  value: unknown,
  context: ValidationContext,
  run: ValidationRun,
  typeName: RuleTypeName | undefined,
): Promise<Failure[]> {
  try {
    switch (spec.flag) {
      case 'all':
        return await evaluateAll(spec.constraint, value, context, run)
      case 'either':
        return await evaluateEither(spec.constraint, value, context, run)
      case 'fields':
        return await evaluateFields(spec.constraint, value, context, run)
      default: {
        const validator = validatorsFor(typeName)[spec.flag] as Validator | undefined
        return validator ? await validator({spec, value, context, run, typeName}) : []
      }
    }
  } catch (error) {
    return [exceptionFailure(context, error)]
  }
}

/** Every rule must pass: their failures (with their own custom messages) become this rule's. */
async function evaluateAll(rules: Rule[], value: unknown, context: ValidationContext, run: ValidationRun) {
  const outcomes = await Promise.all(
    rules.map(async (rule) => applyRuleMessage(rule, await collectFailures(rule, value, context, run))),
  )
  return outcomes.flat()
}

/** At least one rule must pass; otherwise one failure lists what each alternative needed. */
async function evaluateEither(rules: Rule[], value: unknown, context: ValidationContext, run: ValidationRun) {
  const outcomes = await Promise.all(
    rules.map(async (rule) => applyRuleMessage(rule, await collectFailures(rule, value, context, run))),
  )
  const final = outcomes.flat().filter((failure) => failure.level)
  const passed = outcomes.some((failures) => failures.every((failure) => failure.level))
  if (passed || rules.length === 0) return final
  const alternatives = outcomes
    .map((failures) =>
      failures
        .filter((failure) => !failure.level)
        .map((failure) => failure.message)
        .join(', '),
    )
    .join(' / ')
  return [...final, fail(context, 'eitherFailed', {alternatives})]
}

/** Rules for an object's fields, each applied to the field's value with the field's own level and message. */
async function evaluateFields(
  rules: Record<string, Rule>,
  value: unknown,
  context: ValidationContext,
  run: ValidationRun,
): Promise<Failure[]> {
  if (!isPlainObject(value)) return []
  const outcomes = await Promise.all(
    Object.entries(rules).map(([name, rule]) => {
      // Undeclared fields are reported by the unknown-field check; there is no type to validate them as.
      const field = context.type.fields?.find((candidate) => candidate.name === name)
      if (!field) return []
      const fieldContext = {...context, path: [...context.path, name], parent: value, type: field.type}
      return evaluateRule(rule.withSchemaType(field.type), value[name], fieldContext, run)
    }),
  )
  return outcomes.flat()
}
