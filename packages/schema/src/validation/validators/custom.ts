import type {CustomValidatorResult, RuleSpec, ValidationContext} from '../types.js'
import {exceptionFailure, fail, type Failure, type ValidatorInput} from '../failures.js'
import {isPlainObject, pathToString} from '../values.js'

function toFailures(result: CustomValidatorResult, context: ValidationContext): Failure[] {
  const items = Array.isArray(result) ? result : [result]
  return items.flatMap((item): Failure[] => {
    if (item === true || item === undefined) return []
    if (item === false) return [fail(context, 'customInvalid')]
    if (typeof item === 'string') return [{message: item, path: context.path}]
    if (isPlainObject(item) && typeof item.message === 'string') {
      const relative = Array.isArray(item.path) ? item.path : []
      return [{message: item.message, path: [...context.path, ...relative]}]
    }
    throw new TypeError(
      'A custom validator must return true, a message, {message, path} or an array of these',
    )
  })
}

/**
 * Runs a custom validator inside the run's concurrency limit (unless bypassed). One that takes longer
 * than the run's threshold adds a warning; an exception becomes an error naming the path.
 */
export async function runCustomValidator({
  spec,
  value,
  context,
  run,
}: ValidatorInput<Extract<RuleSpec, {flag: 'custom'}>>): Promise<Failure[]> {
  const {fn, bypassConcurrencyLimit} = spec.constraint
  const execute = async (): Promise<Failure[]> => {
    const started = performance.now()
    let failures: Failure[]
    try {
      failures = toFailures(await fn(value, context), context)
    } catch (error) {
      failures = [exceptionFailure(context, error)]
    }
    const ms = run.slowValidatorWarningMs
    if (performance.now() - started > ms) {
      failures.push({
        ...fail(context, 'customSlow', {path: pathToString(context.path), ms}),
        level: 'warning',
      })
    }
    return failures
  }
  return bypassConcurrencyLimit ? execute() : run.limit(execute)
}
