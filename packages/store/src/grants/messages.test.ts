import {describe, expect, it} from 'vitest'
import {describeRoles, operationDenied, permissionMessage} from './messages.js'

describe('permission messages', () => {
  const editor = [{name: 'editor', title: 'Editor'}]

  it.each([
    ['publish-document', 'You do not have permission to publish this document. Your roles: Editor'],
    ['unpublish-document', 'You do not have permission to unpublish this document. Your roles: Editor'],
    ['delete-document', 'You do not have permission to delete this document. Your roles: Editor'],
    ['duplicate-document', 'You do not have permission to duplicate this document. Your roles: Editor'],
    ['discard-changes', 'You do not have permission to discard changes in this document. Your roles: Editor'],
    [
      'create-new-reference',
      'You do not have permission to create a new document to reference. Your roles: Editor',
    ],
    ['create-document', 'You do not have permission to create this kind of document. Your roles: Editor'],
  ] as const)('%s', (context, message) => {
    expect(permissionMessage(context, {roles: editor})).toBe(message)
  })

  it('names the type and lists every role by title', () => {
    expect(
      permissionMessage('create-document', {
        roles: [{name: 'viewer', title: 'Viewer'}, {name: 'reviewer'}],
        typeTitle: 'Blog post',
      }),
    ).toBe(
      'You do not have permission to create a document of type "Blog post". Your roles: Viewer, reviewer',
    )
    expect(describeRoles([])).toBe('You have no roles')
  })

  it("denials read 'Unable to {op}: not allowed to {action}: {reason}'", () => {
    expect(operationDenied('publish', [{action: 'delete the draft', reason: 'No document grants'}])).toBe(
      'Unable to publish: not allowed to delete the draft: No document grants',
    )
    expect(
      operationDenied('delete', [
        {action: 'a', reason: 'x'},
        {action: 'a', reason: 'x'},
        {action: 'b', reason: 'y'},
      ]),
    ).toBe('Unable to delete: not allowed to a: x; not allowed to b: y')
  })
})
