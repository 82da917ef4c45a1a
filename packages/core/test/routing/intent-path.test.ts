import {describe, expect, it} from 'vitest'
import {
  intentPath,
  parseIntentSegments,
  pathSegments,
  type IntentName,
  type IntentParams,
} from '../../src/index.js'

describe('intentPath', () => {
  it.each<[string, IntentName, IntentParams, string]>([
    ['/en/blog', 'edit', {id: 'post-1', type: 'post'}, '/en/blog/intent/edit/id=post-1;type=post'],
    ['', 'create', {type: 'post'}, '/intent/create/type=post'],
    [
      '/studio',
      'create',
      {type: 'post', template: 'post-by-author'},
      '/studio/intent/create/type=post;template=post-by-author',
    ],
    ['/studio', 'create', {}, '/studio/intent/create'],
    ['/s', 'edit', {id: 'a;b=c/d é', type: 'post'}, '/s/intent/edit/id=a%3Bb%3Dc%2Fd%20%C3%A9;type=post'],
  ])('%s %s %j → %s', (basePath, intent, params, expected) => {
    expect(intentPath(basePath, intent, params)).toBe(expected)
  })
})

describe('parseIntentSegments', () => {
  it.each<[string, ReturnType<typeof parseIntentSegments>]>([
    ['/intent/edit/id=post-1;type=post', {intent: 'edit', params: {id: 'post-1', type: 'post'}}],
    ['/intent/create/type=post', {intent: 'create', params: {type: 'post'}}],
    ['/intent/create', {intent: 'create', params: {}}],
    ['/intent/edit/id=x;', {intent: 'edit', params: {id: 'x'}}],
    ['/intent/delete/id=x', undefined],
    ['/intent', undefined],
    ['/intent/edit/id', undefined],
    ['/intent/edit/=x', undefined],
    ['/intent/edit/id=%E0%A4%A', undefined],
    ['/structure/post', undefined],
  ])('%s', (path, expected) => {
    expect(parseIntentSegments(pathSegments(path))).toEqual(expected)
  })

  it.each<[IntentName, IntentParams]>([
    ['edit', {id: 'post-1', type: 'post'}],
    ['edit', {id: 'drafts.a;b=c/d é%', type: 'blog.post'}],
    ['create', {type: 'post', template: 'post-by-author'}],
    // The navbar's new-document menu sends a template's parameters as JSON.
    ['create', {type: 'post', template: 'post-by-author', templateParams: '{"authorId":"a;b=c/d"}'}],
    ['create', {}],
  ])('round-trips %s %j', (intent, params) => {
    const path = intentPath('/en/blog', intent, params)
    expect(parseIntentSegments(pathSegments(path).slice(2))).toEqual({intent, params})
  })
})
