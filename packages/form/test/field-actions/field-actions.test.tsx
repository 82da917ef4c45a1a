// @vitest-environment jsdom
import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {afterEach, describe, expect, it} from 'vitest'
import {FormBuilder} from '../../src/builder/form-builder.js'
import type {FieldAction, FieldActionNode, FieldActionsResolver} from '../../src/field-actions/types.js'
import {visibleFieldActions} from '../../src/field-actions/visible-actions.js'
import {prepareFormState} from '../../src/state/prepare-form-state.js'
import {themed} from '../support/themed.js'

afterEach(cleanup)

const schema = compileSchema({
  name: 'actions',
  types: [
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string', title: 'Title'},
        {name: 'slug', type: 'string', title: 'Slug'},
      ],
    },
  ],
})
const post = schema.get('post') as SchemaType

describe('visibleFieldActions', () => {
  it('drops hidden entries, groups left empty, and dividers that separate nothing', () => {
    const nodes: FieldActionNode[] = [
      {type: 'divider'},
      {type: 'action', title: 'Copy', onAction: () => {}},
      {type: 'divider'},
      {type: 'divider'},
      {
        type: 'group',
        title: 'Empty',
        children: [{type: 'action', title: 'Gone', hidden: true, onAction: () => {}}],
      },
      {type: 'action', title: 'Paste', onAction: () => {}},
      {type: 'divider'},
    ]
    expect(visibleFieldActions(nodes).map((node) => (node.type === 'divider' ? '—' : node.title))).toEqual([
      'Copy',
      '—',
      'Paste',
    ])
  })
})

describe('field action menus (spec/001 §2)', () => {
  it('shows actions, dividers, groups in place and nested groups as submenus; choosing one runs it', async () => {
    const ran: string[] = []
    const action = (title: string, extra: Partial<FieldAction> = {}): FieldActionNode => ({
      type: 'action',
      title,
      onAction: () => ran.push(title),
      ...extra,
    })
    const resolver: FieldActionsResolver = ({path}) =>
      path[0] === 'title'
        ? [
            action('Copy field'),
            {type: 'divider'},
            {
              type: 'group',
              title: 'Translate',
              children: [
                action('To Norwegian'),
                {type: 'group', title: 'More languages', children: [action('To German')]},
              ],
            },
            action('Secret', {hidden: true}),
          ]
        : []
    themed(
      <FormBuilder
        state={prepareFormState({schemaType: post, value: {_id: 'p', _type: 'post'}})}
        onChange={() => {}}
        fieldActions={resolver}
      />,
    )
    // Only the field that has actions gets a menu.
    expect(screen.queryByTitle('Field actions: Slug')).toBeNull()
    fireEvent.click(screen.getByTitle('Field actions: Title'))
    const menu = await screen.findByRole('menu', {hidden: true})
    expect(within(menu).getByRole('menuitem', {name: 'Copy field', hidden: true})).toBeTruthy()
    expect(menu.querySelector('hr')).toBeTruthy()
    const group = within(menu).getByRole('group', {name: 'Translate', hidden: true})
    expect(within(group).getByText('Translate')).toBeTruthy()
    expect(within(group).getByRole('menuitem', {name: 'To Norwegian', hidden: true})).toBeTruthy()
    expect(within(menu).queryByRole('menuitem', {name: 'Secret', hidden: true})).toBeNull()
    // The nested group is a submenu.
    expect(within(menu).queryByRole('menuitem', {name: 'To German', hidden: true})).toBeNull()
    fireEvent.click(within(group).getByRole('button', {name: 'More languages', hidden: true}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'To German', hidden: true}))
    await waitFor(() => expect(ran).toEqual(['To German']))
  })
})
