import {permissionMessage, type PermissionMessageContext} from '@tessera/store'
import {describe, expect, it} from 'vitest'
import {englishPermissionMessage, permissionMessageWith} from '../../src/hooks/use-permission-message.js'
import {interpolate} from '../../src/hooks/use-translation-with-defaults.js'

const CONTEXTS: PermissionMessageContext[] = [
  'create-document',
  'create-new-reference',
  'delete-document',
  'discard-changes',
  'duplicate-document',
  'publish-document',
  'unpublish-document',
]

describe('permission messages through i18n', () => {
  it("are the store's English word for word, for every situation, with and without roles", () => {
    for (const context of CONTEXTS) {
      for (const roles of [[], [{name: 'editor', title: 'Editor'}, {name: 'translator'}]]) {
        for (const typeTitle of [undefined, 'Post']) {
          expect(englishPermissionMessage(context, {roles, typeTitle})).toBe(
            permissionMessage(context, {roles, typeTitle}),
          )
        }
      }
    }
  })

  it("take a locale's sentences", () => {
    const norwegian: Record<string, string> = {
      'permission.publish-document': 'Du har ikke tillatelse til å publisere dette dokumentet.',
      'permission.roles': 'Dine roller: {{roles}}',
    }
    const message = permissionMessageWith((key, values) => interpolate(norwegian[key] ?? key, values))
    expect(message('publish-document', {roles: [{name: 'viewer', title: 'Leser'}]})).toBe(
      'Du har ikke tillatelse til å publisere dette dokumentet. Dine roller: Leser',
    )
  })
})
