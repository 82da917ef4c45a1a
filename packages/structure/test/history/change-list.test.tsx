// @vitest-environment jsdom
import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {PatchOperations, SchemaType} from '@tessera/types'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {buildChanges} from '../../src/document/history/changes/build-changes.js'
import {ChangeList} from '../../src/document/history/changes/change-list.js'
import {StoryHistoryServices} from '../../src/document/history/story-services.js'
import {renderThemed} from '../document-header/themed.js'

const schema = compileSchema({
  name: 'test',
  types: [
    {
      name: 'post',
      type: 'document',
      fields: [
        {
          name: 'links',
          type: 'array',
          of: [{type: 'object', name: 'link', fields: [{name: 'title', type: 'string'}]}],
        },
        {name: 'body', type: 'array', of: [{type: 'block'}]},
      ],
    },
  ],
})
const post = schema.get('post') as SchemaType
const link = (key: string, title: string) => ({_type: 'link', _key: key, title})
const span = (key: string, text: string) => ({_type: 'span', _key: key, text, marks: []})
const block = (key: string, children: unknown) => ({_type: 'block', _key: key, style: 'normal', children})

function show(from: Record<string, unknown>, to: Record<string, unknown>, onRevert = vi.fn()) {
  const changes = buildChanges({schemaType: post, from: {_type: 'post', ...from}, to: {_type: 'post', ...to}})
  renderThemed(
    <StoryHistoryServices>
      <ChangeList changes={changes} locale="en-US" canRevert onRevert={onRevert} />
    </StoryHistoryServices>,
  )
  return onRevert
}

afterEach(cleanup)

describe('change list', () => {
  it('reverts one array item after asking, with the patches that undo just that item', () => {
    const onRevert = show(
      {links: [link('l1', 'One'), link('l2', 'Two')]},
      {links: [link('l2', 'Two'), link('l3', 'Three')]},
    )
    const removed = document.querySelector('[data-item-key="l1"]') as HTMLElement
    expect(removed.getAttribute('data-item-action')).toBe('removed')
    fireEvent.click(within(removed).getByTestId('revert-item'))
    const confirmation = screen.getByTestId('revert-confirmation')
    expect(confirmation.textContent).toContain('Are you sure you want to revert this change?')
    fireEvent.click(within(confirmation).getByRole('button', {name: 'Revert'}))
    expect(onRevert).toHaveBeenCalledWith([
      {insert: {before: 'links[0]', items: [link('l1', 'One')]}},
    ] satisfies PatchOperations[])

    const added = document.querySelector('[data-item-key="l3"]') as HTMLElement
    fireEvent.click(within(added).getByTestId('revert-item'))
    fireEvent.click(within(screen.getByTestId('revert-confirmation')).getByRole('button', {name: 'Revert'}))
    expect(onRevert).toHaveBeenLastCalledWith([{unset: ['links[_key=="l3"]']}])
  })

  it("says 'Can not display this diff' and 'Could not find child' for rich text it cannot draw", () => {
    show(
      {body: [block('b1', [span('s1', 'Fine')]), block('b2', [span('s2', 'Fine too')])]},
      {body: [block('b1', 'not a list'), block('b2', [span('s2', 'Fine too'), 'loose text'])]},
    )
    expect(screen.getAllByTestId('portable-text-diff-broken').map((node) => node.textContent)).toEqual([
      'Can not display this diff',
      'Could not find child',
    ])
  })
})
