import {createConcurrencyLimit, type ConcurrencyLimit} from './concurrency.js'
import {SLOW_CUSTOM_VALIDATOR_MS, VALIDATION_CONCURRENCY} from './constants.js'
import type {ValidationOptions} from './types.js'
import type {ValidationCache} from './validation-cache.js'

/** State shared by every validator of one validation call. */
export interface ValidationRun {
  /** Limits concurrent custom validators. */
  limit: ConcurrencyLimit
  slowValidatorWarningMs: number
  /** Markers of unchanged subtrees from earlier runs (`ValidationOptions.cache`). */
  cache?: ValidationCache
}

export function createValidationRun(options: ValidationOptions = {}): ValidationRun {
  return {
    limit: createConcurrencyLimit(options.maxCustomValidationConcurrency ?? VALIDATION_CONCURRENCY),
    slowValidatorWarningMs: options.slowValidatorWarningMs ?? SLOW_CUSTOM_VALIDATOR_MS,
    cache: options.cache,
  }
}
