/** Strings (length, casing, regex, email) and URLs: exact messages of spec/001 §5. */
import {describe, expect, it} from 'vitest'
import {builtins, check, error} from './helpers.js'
import {rules, table, type RuleFn} from './table.js'

describe('strings', () => {
  table([
    {
      name: 'min(3): "ab"',
      type: rules(builtins.string, (r) => r.min(3)),
      value: 'ab',
      expected: [error('Must be at least 3 characters long', 'string.min-length')],
    },
    {name: 'min(3): "abc"', type: rules(builtins.string, (r) => r.min(3)), value: 'abc', expected: []},
    {
      name: 'max(5): "abcdef"',
      type: rules(builtins.string, (r) => r.max(5)),
      value: 'abcdef',
      expected: [error('Must be at most 5 characters long', 'string.max-length')],
    },
    {
      name: 'max(2): two emoji count as two characters',
      type: rules(builtins.string, (r) => r.max(2)),
      value: '😀😀',
      expected: [],
    },
    {
      name: 'length(4): "abc"',
      type: rules(builtins.string, (r) => r.length(4)),
      value: 'abc',
      expected: [error('Must be exactly 4 characters long', 'string.exact-length')],
    },
    {
      name: 'length(4): "abcd"',
      type: rules(builtins.string, (r) => r.length(4)),
      value: 'abcd',
      expected: [],
    },
    {
      name: 'text type uses string rules',
      type: rules(builtins.text, (r) => r.max(1)),
      value: 'ab',
      expected: [error('Must be at most 1 characters long', 'string.max-length')],
    },
    {
      name: 'uppercase: "Abc"',
      type: rules(builtins.string, (r) => r.uppercase()),
      value: 'Abc',
      expected: [error('Must be all uppercase characters', 'string.uppercase')],
    },
    {
      name: 'uppercase: "ABC-1"',
      type: rules(builtins.string, (r) => r.uppercase()),
      value: 'ABC-1',
      expected: [],
    },
    {
      name: 'lowercase: "aBc"',
      type: rules(builtins.string, (r) => r.lowercase()),
      value: 'aBc',
      expected: [error('Must be all lowercase characters', 'string.lowercase')],
    },
    {
      name: 'lowercase: "abc"',
      type: rules(builtins.string, (r) => r.lowercase()),
      value: 'abc',
      expected: [],
    },
    {
      name: 'regex with a name: no match',
      type: rules(builtins.string, (r) => r.regex(/^[a-z]+$/, 'lowercase letters')),
      value: 'abc1',
      expected: [error('Does not match the "lowercase letters" pattern', 'string.regex-no-match')],
    },
    {
      name: 'regex without a name: the pattern names itself',
      type: rules(builtins.string, (r) => r.regex(/^[a-z]+$/)),
      value: 'abc1',
      expected: [error('Does not match the "/^[a-z]+$/" pattern', 'string.regex-no-match')],
    },
    {
      name: 'regex name given in options',
      type: rules(builtins.string, (r) => r.regex(/^\d+$/, {name: 'digits'})),
      value: 'x',
      expected: [error('Does not match the "digits" pattern', 'string.regex-no-match')],
    },
    {
      name: 'regex: match',
      type: rules(builtins.string, (r) => r.regex(/^[a-z]+$/)),
      value: 'abc',
      expected: [],
    },
    {
      name: 'regex inverted: matching fails',
      type: rules(builtins.string, (r) => r.regex(/\s/, 'whitespace', {invert: true})),
      value: 'a b',
      expected: [error('Must not match the "whitespace" pattern', 'string.regex-match')],
    },
    {
      name: 'regex inverted: not matching passes',
      type: rules(builtins.string, (r) => r.regex(/\s/, {name: 'whitespace', invert: true})),
      value: 'ab',
      expected: [],
    },
    {
      name: 'email(): invalid',
      type: rules(builtins.string, (r) => r.email()),
      value: 'someone@',
      expected: [error('Must be a valid email address', 'string.email')],
    },
    {
      name: 'email(): valid',
      type: rules(builtins.string, (r) => r.email()),
      value: 'someone@example.com',
      expected: [],
    },
    {
      name: 'email type: implicit check',
      type: builtins.email,
      value: 'not an email',
      expected: [error('Must be a valid email address', 'string.email')],
    },
  ])

  it('a global regex gives the same answer every time', async () => {
    const type = rules(builtins.string, (r) => r.regex(/a/g))
    expect(await check(type, 'a')).toEqual([])
    expect(await check(type, 'a')).toEqual([])
  })
})

describe('URLs', () => {
  const invalid = error('Not a valid URL', 'url.invalid')
  const scheme = (schemes: string) => error(`URL scheme must be one of: ${schemes}`, 'url.scheme')
  const credentials = error('Username and password are not allowed in the URL', 'url.credentials')
  const relativeNotAllowed = error('Relative URLs are not allowed', 'url.relative-not-allowed')
  const relativeOnly = error('Only relative URLs are allowed', 'url.relative-only')
  const url = (validation?: RuleFn) => rules(builtins.url, validation)
  table([
    {name: 'url type: https', type: builtins.url, value: 'https://example.com/a?b=c#d', expected: []},
    {name: 'url type: http', type: builtins.url, value: 'http://example.com', expected: []},
    {
      name: 'url type: disallowed scheme',
      type: builtins.url,
      value: 'ftp://example.com',
      expected: [scheme('http, https')],
    },
    {
      name: 'url type: credentials',
      type: builtins.url,
      value: 'https://user:secret@example.com',
      expected: [credentials],
    },
    {
      name: 'url type: username only',
      type: builtins.url,
      value: 'https://user@example.com',
      expected: [credentials],
    },
    {
      name: 'credentials allowed by option',
      type: url((r) => r.uri({allowCredentials: true})),
      value: 'https://user:secret@example.com',
      expected: [],
    },
    {
      name: 'url type: relative not allowed',
      type: builtins.url,
      value: '/about',
      expected: [relativeNotAllowed],
    },
    {
      name: 'relative allowed by option',
      type: url((r) => r.uri({allowRelative: true})),
      value: '/about',
      expected: [],
    },
    {
      name: 'relative allowed still accepts absolute',
      type: url((r) => r.uri({allowRelative: true})),
      value: 'https://example.com',
      expected: [],
    },
    {
      name: 'relative only: absolute fails',
      type: url((r) => r.uri({relativeOnly: true})),
      value: 'https://example.com',
      expected: [relativeOnly],
    },
    {
      name: 'relative only: relative passes',
      type: url((r) => r.uri({relativeOnly: true})),
      value: '../up?q=1',
      expected: [],
    },
    {
      name: 'not a valid URL: whitespace',
      type: builtins.url,
      value: 'http://exa mple.com',
      expected: [invalid],
    },
    {name: 'not a valid URL: no host', type: builtins.url, value: 'https://', expected: [invalid]},
    {
      name: 'not a valid URL: words',
      type: url((r) => r.uri({allowRelative: true})),
      value: 'just some words',
      expected: [invalid],
    },
    {
      name: 'custom schemes replace the defaults',
      type: url((r) => r.uri({scheme: ['mailto', 'tel']})),
      value: 'mailto:a@b.co',
      expected: [],
    },
    {
      name: 'custom schemes: http now disallowed',
      type: url((r) => r.uri({scheme: ['mailto', 'tel']})),
      value: 'http://example.com',
      expected: [scheme('mailto, tel')],
    },
    {
      name: 'scheme pattern',
      type: url((r) => r.uri({scheme: /^s?ftp$/})),
      value: 'sftp://host/file',
      expected: [],
    },
    {
      name: 'scheme pattern: no match',
      type: url((r) => r.uri({scheme: /^s?ftp$/})),
      value: 'https://host',
      expected: [scheme('/^s?ftp$/')],
    },
    {name: 'scheme is case-insensitive', type: builtins.url, value: 'HTTPS://EXAMPLE.COM', expected: []},
    {
      name: 'uri() on a string type',
      type: rules(builtins.string, (r) => r.uri()),
      value: 'ftp://x.org',
      expected: [scheme('http, https')],
    },
  ])
})
