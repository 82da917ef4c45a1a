import type {Path} from '@tessera/types'
import {formatMessage, type MessageValues, type ValidationMessageId} from './messages.js'
import type {ValidationRun} from './run.js'
import type {RuleTypeName} from './schema-types.js'
import {
  isFieldReference,
  type RuleFlag,
  type RuleSpec,
  type ValidationContext,
  type ValidationLevel,
} from './types.js'
import {getAtPath, pathToString} from './values.js'

/**
 * What a check reports before the rule's level and custom message are applied. A failure with a
 * `level` is final: exceptions, slow-validator warnings and markers of nested fields keep theirs.
 */
export interface Failure {
  message: string
  messageKey?: string
  path: Path
  level?: ValidationLevel
}

export interface ValidatorInput<S extends RuleSpec> {
  spec: S
  value: unknown
  context: ValidationContext
  run: ValidationRun
  typeName: RuleTypeName | undefined
}

export type Validator<S extends RuleSpec = RuleSpec> = (
  input: ValidatorInput<S>,
) => Failure[] | Promise<Failure[]>

/** Validators by flag; each receives the spec of its own flag. */
export type ValidatorTable = {[F in RuleFlag]?: Validator<Extract<RuleSpec, {flag: F}>>}

export function fail(
  context: ValidationContext,
  id: ValidationMessageId,
  values: MessageValues = {},
  path: Path = context.path,
): Failure {
  return {...formatMessage(id, values, context.i18n), path}
}

export function exceptionFailure(context: ValidationContext, error: unknown): Failure {
  const message = error instanceof Error ? error.message : String(error)
  return {...fail(context, 'exception', {path: pathToString(context.path), message}), level: 'error'}
}

/** A bound as given, or the sibling field's value for `Rule.valueOfField(...)`. */
export function resolveBound(bound: unknown, context: ValidationContext): unknown {
  return isFieldReference(bound) ? getAtPath(context.parent, bound.path) : bound
}
