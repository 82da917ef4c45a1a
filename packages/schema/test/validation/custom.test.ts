import type {SchemaType} from '@tessera/types'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  DOCUMENT_VALIDATION_CONCURRENCY,
  DOCUMENT_VALIDATION_THROTTLE_MS,
  Rule,
  SLOW_CUSTOM_VALIDATOR_MS,
  VALIDATION_CONCURRENCY,
  validateValue,
  type CustomValidator,
  type ValidationContext,
} from '../../src/validation/index.js'
import {arrayOf, builtins, check, derive, documentType, error, objectType, sleep, warning} from './helpers.js'

const withCustom = (base: SchemaType, fn: CustomValidator, build: (rule: Rule) => Rule = (rule) => rule) =>
  derive(base, {validation: (rule: Rule) => build(rule.custom(fn))})

afterEach(() => {
  vi.useRealTimers()
})

describe('custom validators', () => {
  it('true passes; a string is the message', async () => {
    expect(
      await check(
        withCustom(builtins.string, () => true),
        'x',
      ),
    ).toEqual([])
    expect(
      await check(
        withCustom(builtins.string, () => 'Not like this'),
        'x',
      ),
    ).toEqual([error('Not like this')])
  })

  it('false fails with a generic message', async () => {
    expect(
      await check(
        withCustom(builtins.string, () => false),
        'x',
      ),
    ).toEqual([error('Invalid value', 'custom.invalid')])
  })

  it('{message, path}: the path is relative to the value', async () => {
    const type = objectType(
      'range',
      {from: builtins.number, to: builtins.number},
      {
        validation: (rule: Rule) =>
          rule.custom((value) => {
            const range = value as {from: number; to: number}
            return range.from <= range.to || {message: 'Must not be before from', path: ['to']}
          }),
      },
    )
    expect(await check(type, {from: 5, to: 1}, {path: ['range']})).toEqual([
      error('Must not be before from', undefined, ['range', 'to']),
    ])
  })

  it('an array of results gives one marker each; async is allowed', async () => {
    const fn: CustomValidator = async () => {
      await sleep(1)
      return [true, 'First problem', {message: 'Second problem', path: ['x']}]
    }
    expect(await check(withCustom(builtins.object, fn), {x: 1})).toEqual([
      error('First problem'),
      error('Second problem', undefined, ['x']),
    ])
  })

  it('runs for absent values too, with the context (conditional required)', async () => {
    const contexts: ValidationContext[] = []
    const summary = withCustom(builtins.string, (value, context) => {
      contexts.push(context)
      const doc = context.document as {published?: boolean}
      return doc.published && !value ? 'Required when published' : true
    })
    const post = documentType('post', {published: builtins.boolean, summary})
    const document = {_id: 'p1', _type: 'post', published: true}
    expect(await check(post, document, {document})).toEqual([
      error('Required when published', undefined, ['summary']),
    ])
    expect(contexts[0]).toMatchObject({document, path: ['summary'], parent: document, type: summary})
  })

  it('the rule level and custom message apply to custom results', async () => {
    const warn = withCustom(
      builtins.string,
      () => 'Hmm',
      (rule) => rule.warning(),
    )
    expect(await check(warn, 'x')).toEqual([warning('Hmm')])
    const replaced = withCustom(
      builtins.string,
      () => 'Hmm',
      (rule) => rule.info('Consider something else'),
    )
    expect(await check(replaced, 'x')).toEqual([
      {level: 'info', message: 'Consider something else', path: []},
    ])
  })

  it('an exception becomes an error naming the path, whatever the rule level', async () => {
    const caption = withCustom(
      builtins.string,
      () => {
        throw new Error('boom')
      },
      (rule) => rule.warning(),
    )
    const type = documentType('post', {body: arrayOf([objectType('figure', {caption})])})
    const document = {_id: 'p1', _type: 'post', body: [{_key: 'b1', _type: 'figure', caption: 'Hi'}]}
    expect(await check(type, document, {document})).toEqual([
      error('Exception occurred while validating value at body[_key=="b1"].caption: boom', 'exception', [
        'body',
        {_key: 'b1'},
        'caption',
      ]),
    ])
  })

  it('an unusable return value is reported as an exception', async () => {
    const type = withCustom(builtins.string, (() => 42) as unknown as CustomValidator)
    expect(await check(type, 'x', {path: ['title']})).toEqual([
      error(
        'Exception occurred while validating value at title: A custom validator must return true, a message, {message, path} or an array of these',
        'exception',
        ['title'],
      ),
    ])
  })

  it('a slow validator adds a warning (threshold configurable)', async () => {
    const slow = withCustom(builtins.string, async () => {
      await sleep(60)
      return 'Too late'
    })
    expect(await check(slow, 'x', {path: ['title']}, {slowValidatorWarningMs: 20})).toEqual([
      error('Too late', undefined, ['title']),
      warning('Custom validator at title has taken more than 20 ms to respond', 'custom.slow', ['title']),
    ])
    const fast = withCustom(builtins.string, () => true)
    expect(await check(fast, 'x', {}, {slowValidatorWarningMs: 20})).toEqual([])
  })

  it('a slow validator that then throws reports both', async () => {
    const type = withCustom(builtins.string, async () => {
      await sleep(40)
      throw new Error('late failure')
    })
    expect(await check(type, 'x', {path: ['a']}, {slowValidatorWarningMs: 10})).toEqual([
      error('Exception occurred while validating value at a: late failure', 'exception', ['a']),
      warning('Custom validator at a has taken more than 10 ms to respond', 'custom.slow', ['a']),
    ])
  })

  it('the default threshold is 5000 ms', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'performance']})
    const after = (ms: number) =>
      withCustom(builtins.string, () => new Promise((resolve) => setTimeout(() => resolve(true), ms)))
    const under = check(after(5000), 'x')
    await vi.advanceTimersByTimeAsync(5000)
    expect(await under).toEqual([])
    const over = check(after(5001), 'x')
    await vi.advanceTimersByTimeAsync(5001)
    expect(await over).toEqual([
      warning('Custom validator at (root) has taken more than 5000 ms to respond', 'custom.slow'),
    ])
  })
})

describe('concurrency of custom validators', () => {
  async function peakConcurrency(count: number, options: {bypass?: boolean; max?: number}) {
    let running = 0
    let peak = 0
    const item = derive(builtins.number, {
      validation: (rule: Rule) =>
        rule.custom(
          async () => {
            running++
            peak = Math.max(peak, running)
            await sleep(5)
            running--
            return true
          },
          {bypassConcurrencyLimit: options.bypass},
        ),
    })
    const values = Array.from({length: count}, (_, index) => index)
    const markers = await check(arrayOf([item]), values, {}, {maxCustomValidationConcurrency: options.max})
    expect(markers).toEqual([])
    return peak
  }

  it('runs at most 10 at once by default', async () => {
    expect(await peakConcurrency(25, {})).toBe(10)
  })

  it('the limit is configurable (the studio uses 40)', async () => {
    expect(await peakConcurrency(25, {max: 3})).toBe(3)
  })

  it('bypassConcurrencyLimit runs outside the limit', async () => {
    expect(await peakConcurrency(25, {bypass: true, max: 3})).toBe(25)
  })

  it('exports the spec constants', () => {
    expect({
      VALIDATION_CONCURRENCY,
      DOCUMENT_VALIDATION_CONCURRENCY,
      DOCUMENT_VALIDATION_THROTTLE_MS,
      SLOW_CUSTOM_VALIDATOR_MS,
    }).toEqual({
      VALIDATION_CONCURRENCY: 10,
      DOCUMENT_VALIDATION_CONCURRENCY: 40,
      DOCUMENT_VALIDATION_THROTTLE_MS: 200,
      SLOW_CUSTOM_VALIDATOR_MS: 5000,
    })
  })
})

describe('validation context', () => {
  it('a missing document or path throws', async () => {
    const type = builtins.string
    const noDocument = {path: [], parent: undefined, type} as unknown as ValidationContext
    await expect(validateValue(type, 'x', noDocument)).rejects.toThrow(
      'Validation context is missing the document',
    )
    const noPath = {document: {_id: 'a'}, parent: undefined, type} as unknown as ValidationContext
    await expect(validateValue(type, 'x', noPath)).rejects.toThrow('Validation context is missing the path')
  })
})
