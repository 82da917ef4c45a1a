// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {afterEach, expect, it} from 'vitest'
import {FormBuilder} from '../../src/builder/form-builder.js'
import type {FormPatch} from '../../src/patch/patches.js'
import {PresenceUsersProvider} from '../../src/presence/field-presence.js'
import {prepareFormState} from '../../src/state/prepare-form-state.js'
import {themed} from './render.js'

afterEach(cleanup)

const post = compileSchema({
  name: 'field',
  types: [
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string', title: 'Title'},
        {name: 'subtitle', type: 'string', title: 'Subtitle'},
        {name: 'slugText', type: 'string', title: 'Locked', readOnly: true},
        {name: 'price', type: 'number', title: 'Price'},
      ],
    },
  ],
}).get('post') as SchemaType

function renderForm(value: Record<string, unknown>) {
  const patches: FormPatch[][] = []
  const state = prepareFormState({
    schemaType: post,
    value: {_id: 'p', _type: 'post', ...value},
    validation: [
      {level: 'error', message: 'Required', path: ['title']},
      {level: 'warning', message: 'Too short', path: ['title']},
      {level: 'warning', message: 'Consider a subtitle', path: ['subtitle']},
    ],
    presence: [
      {userId: 'ada', path: ['title']},
      {userId: 'grace', path: ['title']},
      {userId: 'alan', path: ['subtitle']},
    ],
  })
  themed(
    <PresenceUsersProvider value={{users: {alan: {id: 'alan', displayName: 'Alan Turing'}}}}>
      <FormBuilder state={state} onChange={(next) => patches.push(next)} />
    </PresenceUsersProvider>,
  )
  return patches
}

const field = (id: string) => document.querySelector(`[data-field="${id}"]`)!

it('shows the validation status and who is there beside the title, and tones the input by level', () => {
  renderForm({title: 'Hi'})
  const title = field('title')
  expect(title.querySelector('[data-validation-status]')?.getAttribute('data-validation-status')).toBe(
    'error',
  )
  expect(screen.getByLabelText('1 error, 1 warning')).toBeTruthy()
  expect(screen.getByLabelText('2 people are editing this document right now')).toBeTruthy()
  expect(title.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('critical')
  expect(Array.from(title.querySelectorAll('[data-level]')).map((element) => element.textContent)).toEqual([
    'Required',
    'Too short',
  ])

  const subtitle = field('subtitle')
  expect(subtitle.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('caution')
  expect(screen.getByLabelText('Alan Turing is editing this document')).toBeTruthy()

  const locked = field('slugText')
  expect(locked.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('transparent')
  expect(locked.querySelector('[data-validation-status]')).toBeNull()
  expect(locked.querySelector('[data-field-presence]')).toBeNull()
  expect(field('price').querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('default')
  // The label still points at the input.
  expect(screen.getByLabelText('Title')).toBeTruthy()
})

it('offers the fixes of a field of the wrong type and of unknown fields, as document patches', async () => {
  const patches = renderForm({price: '12.5', legacy: 'x'})
  // The error panel's code loads when a member in error first shows.
  expect(await screen.findByText('Invalid property value')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', {name: 'Convert to number'}))
  fireEvent.click(screen.getByRole('button', {name: 'Reset value'}))
  fireEvent.click(screen.getByRole('button', {name: 'Remove field legacy'}))
  expect(patches).toEqual([
    [{type: 'set', path: ['price'], value: 12.5}],
    [{type: 'unset', path: ['price']}],
    [{type: 'unset', path: ['legacy']}],
  ])
})

it('keeps the default tone while the document loads (read-only for now), transparent once read-only as such', () => {
  const render = (loading: boolean) => {
    const state = prepareFormState({schemaType: post, value: {_id: 'p', _type: 'post'}, readOnly: true})
    themed(<FormBuilder state={state} onChange={() => undefined} loading={loading} />)
    const tone = field('price').querySelector('[data-tone]')?.getAttribute('data-tone')
    cleanup()
    return tone
  }
  expect(render(true)).toBe('default')
  expect(render(false)).toBe('transparent')
})
