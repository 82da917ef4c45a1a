import {describe, expect, it} from 'vitest'
import type {ActionItemState} from '../../src/actions/footer/action-item-state.js'
import {pickPrimaryAction} from '../../src/actions/footer/pick-primary-action.js'

const item = (name: string, disabled: false | string = false, extra: Partial<ActionItemState> = {}) =>
  ({name, label: name, disabled, running: false, ...extra}) satisfies ActionItemState

const names = ({primary, rest}: ReturnType<typeof pickPrimaryAction>) => ({
  primary: primary?.name,
  rest: rest.map((entry) => entry.name),
})

describe('the footer primary action', () => {
  it('is the first action when it can be used', () => {
    expect(
      names(
        pickPrimaryAction([item('publish'), item('unpublish'), item('delete', false, {tone: 'critical'})]),
      ),
    ).toEqual({
      primary: 'publish',
      rest: ['unpublish', 'delete'],
    })
  })

  it("stays Publish when there is nothing to publish ('Published' is the document's state)", () => {
    expect(names(pickPrimaryAction([item('publish', 'Already published'), item('duplicate')]))).toEqual({
      primary: 'publish',
      rest: ['duplicate'],
    })
  })

  it('is the first usable action that destroys nothing when the first cannot be used', () => {
    const items = [
      item('duplicate', 'Nothing to duplicate'),
      item('delete', false, {tone: 'critical'}),
      item('custom'),
    ]
    expect(names(pickPrimaryAction(items))).toEqual({primary: 'custom', rest: ['duplicate', 'delete']})
  })

  it('is none for a live-edit singleton whose only usable action is Delete: all go in the menu', () => {
    const items = [item('duplicate', 'Nothing to duplicate'), item('delete', false, {tone: 'critical'})]
    expect(names(pickPrimaryAction(items))).toEqual({primary: undefined, rest: ['duplicate', 'delete']})
  })

  it('does not rearrange while an action runs (every action is busy then)', () => {
    const items = [item('duplicate', 'Busy', {running: true}), item('custom', 'Busy')]
    expect(names(pickPrimaryAction(items))).toEqual({primary: 'duplicate', rest: ['custom']})
  })
})
