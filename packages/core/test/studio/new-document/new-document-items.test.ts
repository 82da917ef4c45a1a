import {describe, expect, it} from 'vitest'
import {toNewDocumentItem} from '../../../src/studio/new-document/use-new-document-items.js'

const option = {templateId: 'settings', schemaType: 'siteSettings', title: 'Site settings'}

describe('new-document menu entries', () => {
  it("an entry the user may not create lists the user's roles (spec 002 §6)", () => {
    expect(
      toNewDocumentItem(option, false, [{name: 'viewer', title: 'Viewer'}, {name: 'translator'}]),
    ).toEqual({
      id: 'settings',
      title: 'Site settings',
      subtitle: undefined,
      icon: undefined,
      hasPermission: false,
      permissionMessage:
        'You do not have permission to create this kind of document. Your roles: Viewer, translator',
    })
    expect(toNewDocumentItem(option, false, []).permissionMessage).toBe(
      'You do not have permission to create this kind of document. You have no roles',
    )
  })

  it('an entry the user may create has no message', () => {
    expect(toNewDocumentItem(option, true, [{name: 'editor'}])).toMatchObject({
      hasPermission: true,
      permissionMessage: undefined,
    })
  })
})
