import {createClient} from '@sanity/client'
import {firstValueFrom, lastValueFrom, of, toArray} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {debugGrants, debugRolesFromHash, parseDebugHash, RESTRICTED_DEBUG_TYPES} from './debug-roles.js'
import {createGrantEvaluator} from './evaluate-grants.js'
import {createGrantsStore} from './grants-store.js'
import type {DocumentPairForPermissions, PermissionDocument} from './types.js'

// Debug presets never reach the lake: this client points nowhere and is never called.
const client = createClient({
  projectId: 'p',
  dataset: 'd',
  apiHost: 'http://127.0.0.1:9',
  useProjectHostname: false,
  useCdn: false,
  apiVersion: '2025-02-19',
})

function storeWith(roles: string[]) {
  return createGrantsStore({client, projectId: 'p', dataset: 'd', debugRoles$: of(roles)})
}

function doc(id: string, type: string, fields: Record<string, unknown> = {}): PermissionDocument {
  return {_id: id, _type: type, ...fields}
}

function draftPair(
  id: string,
  type: string,
  fields: Record<string, unknown> = {},
): DocumentPairForPermissions {
  return {publishedId: id, type, draft: doc(`drafts.${id}`, type, fields), published: null, liveEdit: false}
}

describe('the debug hash fragment', () => {
  it('lists roles and other debug entries', () => {
    expect(parseDebugHash('#_debug_roles=viewer,contributor&_debug_presence=fake_others,show_own')).toEqual({
      roles: ['viewer', 'contributor'],
      presence: ['fake_others', 'show_own'],
    })
    expect(debugRolesFromHash('#sid=abc;_debug_roles=editor')).toEqual(['editor'])
    expect(debugRolesFromHash('#_debug_roles=read%2Cwrite')).toEqual(['read', 'write'])
    expect(debugRolesFromHash('#roles=editor')).toEqual([])
    expect(debugRolesFromHash('')).toEqual([])
  })
})

describe('debug role presets', () => {
  it('give the grants of spec/002 §6', () => {
    const all = ['read', 'create', 'history', 'update']
    for (const role of ['administrator', 'editor', 'developer', 'write']) {
      expect(debugGrants([role])).toEqual([{filter: '_id in path("**")', permissions: all}])
    }
    expect(debugGrants(['viewer'])).toEqual(debugGrants(['read']))
    expect(debugGrants(['viewer'])).toEqual([{filter: '_id in path("**")', permissions: ['read', 'history']}])
    expect(debugGrants(['nobody'])).toEqual([])
    expect(debugGrants(['viewer', 'contributor'])).toHaveLength(3)
  })

  it('restricted: full access on drafts of the test types, read on everything', async () => {
    const store = storeWith(['restricted'])
    const [allowedType] = RESTRICTED_DEBUG_TYPES
    expect(
      (await firstValueFrom(store.checkOperationPermission('update', draftPair('a', allowedType)))).granted,
    ).toBe(true)
    expect(await firstValueFrom(store.checkOperationPermission('update', draftPair('p', 'post')))).toEqual({
      granted: false,
      reason: 'Unable to update: not allowed to update the draft: No grant gives "update" on this document',
    })
    expect((await firstValueFrom(store.checkDocumentPermission('read', doc('p', 'post')))).granted).toBe(true)
    expect((await firstValueFrom(store.checkDocumentPermission('history', doc('p', 'post')))).granted).toBe(
      false,
    )
  })

  it('requiresApproval: read, create and update only on documents that are not locked', async () => {
    const store = storeWith(['requiresApproval'])
    expect(
      (await firstValueFrom(store.checkOperationPermission('update', draftPair('open', 'post')))).granted,
    ).toBe(true)
    expect(
      (
        await firstValueFrom(
          store.checkOperationPermission('update', draftPair('off', 'post', {locked: false})),
        )
      ).granted,
    ).toBe(true)
    expect(
      await firstValueFrom(store.checkOperationPermission('update', draftPair('l', 'post', {locked: true}))),
    ).toEqual({
      granted: false,
      reason: 'Unable to update: not allowed to update the draft: No grant gives "update" on this document',
    })
    expect(
      (await firstValueFrom(store.checkDocumentPermission('read', doc('l', 'post', {locked: true})))).granted,
    ).toBe(false)
    expect(
      (await firstValueFrom(store.checkDocumentPermission('history', doc('open', 'post')))).granted,
    ).toBe(false)
  })
})

describe('checkDocumentPermission', () => {
  it('grants a null document and never the type "*"', async () => {
    const store = storeWith(['administrator'])
    expect(await firstValueFrom(store.checkDocumentPermission('update', null))).toEqual({
      granted: true,
      reason: 'No document to check',
    })
    expect(await firstValueFrom(store.checkDocumentPermission('create', doc('x', '*')))).toEqual({
      granted: false,
      reason: 'The type "*" is never granted',
    })
  })

  it('evaluates GROQ filters with groq-js; a filter it cannot parse grants nothing', async () => {
    const grants = [
      {filter: '_type == "book" && count(authors) > 1 && defined(isbn)', permissions: ['update' as const]},
      {filter: 'this is not groq', permissions: ['update' as const, 'read' as const]},
      {filter: 'owner == identity()', permissions: ['history' as const]},
    ]
    const evaluator = createGrantEvaluator({identity: 'user-1'})
    const book = (fields: Record<string, unknown>) => doc('b', 'book', fields)
    expect(await evaluator.check(grants, 'update', book({authors: ['a', 'b'], isbn: '1'}))).toEqual({
      granted: true,
      reason: 'Matching grant',
    })
    expect(await evaluator.check(grants, 'update', book({authors: ['a'], isbn: '1'}))).toEqual({
      granted: false,
      reason: 'No grant gives "update" on this document',
    })
    expect((await evaluator.check(grants, 'read', book({authors: ['a', 'b'], isbn: '1'}))).granted).toBe(
      false,
    )
    expect((await evaluator.check(grants, 'history', book({owner: 'user-1'}))).granted).toBe(true)
    expect((await evaluator.check(grants, 'history', book({owner: 'user-2'}))).granted).toBe(false)
  })

  it('live-edit types need fewer checks: publish, unpublish and discard need nothing', async () => {
    const store = storeWith(['viewer'])
    const live: DocumentPairForPermissions = {
      publishedId: 'l',
      type: 'live',
      draft: null,
      published: doc('l', 'live'),
      liveEdit: true,
    }
    for (const operation of ['publish', 'unpublish', 'discardDraft'] as const) {
      expect((await firstValueFrom(store.checkOperationPermission(operation, live))).granted).toBe(true)
    }
    expect((await firstValueFrom(store.checkOperationPermission('delete', live))).reason).toBe(
      'Unable to delete: not allowed to delete the document: No grant gives "update" on this document',
    )
  })
})

describe('dispose', () => {
  it('ends the streams, also those subscribed later', async () => {
    const store = storeWith(['editor'])
    expect(await firstValueFrom(store.grants$)).toHaveLength(1)
    store.dispose()
    expect(await lastValueFrom(store.grants$.pipe(toArray()))).toEqual([])
    expect(
      await lastValueFrom(store.checkDocumentPermission('read', doc('x', 'post')).pipe(toArray())),
    ).toEqual([])
  })
})
