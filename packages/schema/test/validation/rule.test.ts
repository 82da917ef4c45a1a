import type {SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {normalizeValidationRules, Rule} from '../../src/validation/index.js'
import {builtins, check, derive, error, info, objectType, warning} from './helpers.js'

describe('Rule builder', () => {
  it('is immutable: every call returns a new rule', () => {
    const base = new Rule(builtins.string)
    const required = base.required()
    const longer = required.min(3)
    expect(required).not.toBe(base)
    expect(base.isRequired()).toBe(false)
    expect(required.isRequired()).toBe(true)
    expect(required.specs).toEqual([])
    expect(longer.specs).toEqual([{flag: 'min', constraint: 3}])
    expect(Object.isFrozen(longer.specs)).toBe(true)
  })

  it('infers the value category from the schema type', () => {
    const name = (type: SchemaType) => new Rule(type).typeName
    expect(name(builtins.string)).toBe('String')
    expect(name(builtins.text)).toBe('String')
    expect(name(builtins.url)).toBe('String')
    expect(name(builtins.number)).toBe('Number')
    expect(name(builtins.boolean)).toBe('Boolean')
    expect(name(builtins.array)).toBe('Array')
    expect(name(builtins.reference)).toBe('Object')
    expect(name(builtins.date)).toBe('Date')
    expect(name(derive(builtins.datetime, {name: 'publishedAt'}))).toBe('Date')
    expect(new Rule().typeName).toBeUndefined()
  })

  it('levels and custom messages', () => {
    const rule = new Rule(builtins.string).required()
    expect(rule.level).toBe('error')
    expect(rule.warning().level).toBe('warning')
    expect(rule.info('Nice to have').message).toBe('Nice to have')
    expect(rule.warning('W').error().message).toBe('W')
  })

  it('records each check with its constraint', () => {
    const rule = new Rule(builtins.string)
      .regex(/a+/gy, 'as', {invert: true})
      .uri({scheme: 'ftp', relativeOnly: true})
      .valid('one')
    const [regex, uri, valid] = rule.specs
    expect(regex).toMatchObject({flag: 'regex', constraint: {name: 'as', invert: true}})
    expect(regex.flag === 'regex' && regex.constraint.pattern.flags).toBe('')
    expect(uri).toEqual({
      flag: 'uri',
      constraint: {scheme: ['ftp'], relativeOnly: true, allowRelative: true, allowCredentials: false},
    })
    expect(valid).toEqual({flag: 'valid', constraint: ['one']})
    expect(rule.hasFlag('uri')).toBe(true)
    expect(rule.hasFlag('email')).toBe(false)
  })

  it('Rule.valueOfField makes a field reference', () => {
    expect(Rule.valueOfField('limits.max')).toEqual({type: 'tessera.fieldReference', path: ['limits', 'max']})
    expect(Rule.valueOfField(['a', 'b']).path).toEqual(['a', 'b'])
  })
})

describe('levels', () => {
  const rated = (build: (rule: Rule) => Rule | Rule[]) => derive(builtins.number, {validation: build})
  it('error (default), warning and info, with and without a message', async () => {
    expect(
      await check(
        rated((r) => r.max(5)),
        6,
      ),
    ).toEqual([error('Must be less than or equal to 5', 'number.max')])
    expect(
      await check(
        rated((r) => r.max(5).warning()),
        6,
      ),
    ).toEqual([warning('Must be less than or equal to 5', 'number.max')])
    expect(
      await check(
        rated((r) => r.max(5).info()),
        6,
      ),
    ).toEqual([info('Must be less than or equal to 5', 'number.max')])
    expect(
      await check(
        rated((r) => r.max(5).warning('Rather high')),
        6,
      ),
    ).toEqual([warning('Rather high')])
  })

  it('several rules report independently', async () => {
    const type = rated((r) => [r.required(), r.max(5).warning(), r.integer().info()])
    expect(await check(type, 6.5)).toEqual([
      warning('Must be less than or equal to 5', 'number.max'),
      info('Must be an integer', 'number.integer'),
    ])
    expect(await check(type, undefined)).toEqual([error('Required', 'required')])
  })
})

describe('rule sets', () => {
  const str = (build: (rule: Rule) => Rule) => derive(builtins.string, {validation: build})

  it('all: every rule must pass; failures are reported at the set’s level', async () => {
    const type = str((r) => r.all([r.min(3), r.uppercase()]).warning())
    expect(await check(type, 'ab')).toEqual([
      warning('Must be at least 3 characters long', 'string.min-length'),
      warning('Must be all uppercase characters', 'string.uppercase'),
    ])
    expect(await check(type, 'ABC')).toEqual([])
  })

  it('all with a custom message reports it once', async () => {
    const type = str((r) => r.all([r.min(3), r.uppercase()]).error('Three or more capitals'))
    expect(await check(type, 'ab')).toEqual([error('Three or more capitals')])
  })

  it('either: one passing rule is enough', async () => {
    const type = str((r) => r.either([r.email(), r.uri()]))
    expect(await check(type, 'someone@example.com')).toEqual([])
    expect(await check(type, 'https://example.com')).toEqual([])
  })

  it('either: when none pass, one marker lists each alternative', async () => {
    const type = str((r) => r.either([r.email(), r.length(2).error('Two letters')]))
    expect(await check(type, 'abc')).toEqual([
      error(
        'Must satisfy at least one of: Must be a valid email address / Two letters',
        'either.none-passed',
      ),
    ])
  })

  it('fields: rules for an object’s fields, checked as the field’s type', async () => {
    const type = objectType(
      'event',
      {title: builtins.string, seats: builtins.number},
      {
        validation: (r: Rule) =>
          r.fields({title: r.required(), seats: r.min(1).warning(), missing: r.required()}),
      },
    )
    expect(await check(type, {seats: 0}, {path: ['event']})).toEqual([
      error('Required', 'required', ['event', 'title']),
      warning('Must be greater than or equal to 1', 'number.min', ['event', 'seats']),
    ])
  })
})

describe('Rule.valueOfField bounds', () => {
  it('number min from a sibling field', async () => {
    const range = objectType('range', {
      start: builtins.number,
      end: derive(builtins.number, {validation: (r: Rule) => r.min(Rule.valueOfField('start'))}),
    })
    expect(await check(range, {start: 5, end: 3})).toEqual([
      error('Must be greater than or equal to 5', 'number.min', ['end']),
    ])
    expect(await check(range, {start: 5, end: 5})).toEqual([])
    // An empty bound field skips the check.
    expect(await check(range, {end: 3})).toEqual([])
  })

  it('date max and nested paths', async () => {
    const trip = objectType('trip', {
      limits: objectType('limits', {latest: builtins.date, letters: builtins.number}),
      leave: derive(builtins.date, {validation: (r: Rule) => r.max(Rule.valueOfField('limits.latest'))}),
      code: derive(builtins.string, {
        validation: (r: Rule) => r.max(Rule.valueOfField(['limits', 'letters'])),
      }),
    })
    const value = {limits: {latest: '2024-05-01', letters: 2}, leave: '2024-06-01', code: 'abc'}
    expect(await check(trip, value)).toEqual([
      error('Must be at or before 2024-05-01', 'date.max', ['leave']),
      error('Must be at most 2 characters long', 'string.max-length', ['code']),
    ])
  })
})

describe('normalizeValidationRules', () => {
  it('puts the implicit checks first, then the definition’s rules', () => {
    const type = derive(builtins.url, {validation: (r: Rule) => [r.required(), r.max(100).warning()]})
    const rules = normalizeValidationRules(type)
    expect(rules.map((rule) => rule.specs.map((spec) => spec.flag))).toEqual([['type', 'uri'], [], ['max']])
    expect(rules[1].isRequired()).toBe(true)
    expect(rules[2].level).toBe('warning')
  })

  it('implicit checks by type', () => {
    const flags = (type: SchemaType) => normalizeValidationRules(type)[0].specs.map((spec) => spec.flag)
    expect(flags(builtins.string)).toEqual(['type'])
    expect(flags(builtins.email)).toEqual(['type', 'email'])
    expect(flags(builtins.reference)).toEqual(['type', 'reference'])
    expect(flags(builtins.crossDatasetReference)).toEqual(['type', 'reference'])
    expect(flags(builtins.slug)).toEqual(['slug'])
    expect(flags(builtins.date)).toEqual(['type'])
    expect(flags(builtins.image)).toEqual(['type'])
    expect(flags(derive(builtins.number, {options: {list: [1, 2]}}))).toEqual(['type', 'valid'])
    // A field named like a built-in is not that built-in.
    expect(flags(derive(builtins.string, {name: 'url'}))).toEqual(['type'])
  })

  it('accepts a function, a Rule, or an array of either', () => {
    const rule = new Rule().required()
    const fromRule = normalizeValidationRules(derive(builtins.string, {validation: rule}))
    expect(fromRule).toHaveLength(2)
    expect(fromRule[1].typeName).toBe('String')
    const mixed = normalizeValidationRules(
      derive(builtins.number, {validation: [rule, (r: Rule) => [r.min(1), r.max(2)], undefined]}),
    )
    expect(mixed.map((r) => r.specs.map((spec) => spec.flag))).toEqual([['type'], [], ['min'], ['max']])
  })

  it('inherits validation from the nearest type that declares it; false switches it off', async () => {
    const title = derive(builtins.string, {name: 'title', validation: (r: Rule) => r.required()})
    const field = derive(title, {name: 'heading'})
    expect(await check(field, undefined)).toEqual([error('Required', 'required')])
    expect(await check(derive(title, {validation: false}), undefined)).toEqual([])
  })

  it('rejects anything else', () => {
    const type = derive(builtins.string, {name: 'headline', validation: () => 'required'})
    expect(() => normalizeValidationRules(type)).toThrow(
      "The validation of type 'headline' must be a Rule, an array of Rules or a function returning them",
    )
  })
})
