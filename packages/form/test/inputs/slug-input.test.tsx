// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen, waitFor} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {FormContextProvider} from '../../src/builder/form-context.js'
import {SlugInput} from '../../src/inputs/slug-input.js'
import {applyLocalPatches} from '../../src/patch/apply-local-patches.js'
import type {FormPatch} from '../../src/patch/patches.js'
import {renderDefaultInput} from '../../src/builder/render-default-input.js'
import type {ObjectFormNode} from '../../src/state/types.js'
import {docType, fieldNode, patchLog, themed} from './helpers.js'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return {promise, resolve}
}

function renderSlug(
  options: Record<string, unknown> | undefined,
  document: Record<string, unknown>,
  extra: {
    value?: unknown
    readOnly?: boolean
    validation?: {level: 'error' | 'warning'; message: string}[]
  } = {},
) {
  const type = docType([
    {name: 'title', type: 'string'},
    {name: 'slug', type: 'slug', options},
  ])
  const node = fieldNode<ObjectFormNode>(type, 'slug', extra.value === undefined ? {} : {slug: extra.value}, {
    readOnly: extra.readOnly,
    validation: extra.validation?.map((marker) => ({...marker, path: ['slug']})),
  })
  const log = patchLog()
  // The document holds the node's value, as the form's document does (inputs read it live).
  const live = {
    _id: 'doc-1',
    _type: 'doc',
    ...document,
    ...(extra.value === undefined ? {} : {slug: extra.value}),
  }
  themed(
    <FormContextProvider value={{getDocument: () => live}}>
      <SlugInput node={node} onChange={log.onChange} renderInput={renderDefaultInput} />
    </FormContextProvider>,
  )
  return log
}

const setCurrent = (value: string): FormPatch[] => [{type: 'set', path: ['current'], value}]

describe('SlugInput', () => {
  it('edits current: typing patches it, emptying unsets it', () => {
    const slug = {_type: 'slug', current: 'hello'}
    const {sent} = renderSlug({source: 'title'}, {}, {value: slug})
    const input = screen.getByDisplayValue('hello')
    expect(input.id).toBe('slug')
    fireEvent.change(input, {target: {value: 'hello-there'}})
    expect(sent.map((patches) => patches.map((patch) => [patch.type, patch.path]))).toEqual([
      [['diffMatchPatch', ['current']]],
    ])
    expect(applyLocalPatches(slug, sent[0]!)).toEqual({_type: 'slug', current: 'hello-there'})
    fireEvent.change(input, {target: {value: ''}})
    expect(sent[1]).toEqual([{type: 'unset', path: ['current']}])
  })

  it('starts an empty slug with setIfMissing before the patch', () => {
    const {sent} = renderSlug({source: 'title'}, {})
    fireEvent.change(document.getElementById('slug')!, {target: {value: 'first'}})
    expect(sent[0]!.map((patch) => [patch.type, patch.path])).toEqual([
      ['setIfMissing', ['current']],
      ['diffMatchPatch', ['current']],
    ])
    expect(applyLocalPatches({_type: 'slug'}, sent[0]!)).toEqual({_type: 'slug', current: 'first'})
  })

  it('generates from the source field: lowercase, accents dropped, other characters as single dashes', async () => {
    const {sent} = renderSlug({source: 'title'}, {title: '  Hello,  Wörld! Ça -- va?  '})
    fireEvent.click(screen.getByRole('button', {name: 'Generate'}))
    await waitFor(() => expect(sent).toEqual([setCurrent('hello-world-ca-va')]))
  })

  it('cuts the slug at 200 characters, or at maxLength', async () => {
    const long = 'a'.repeat(250)
    const first = renderSlug({source: 'title'}, {title: long})
    fireEvent.click(screen.getByRole('button', {name: 'Generate'}))
    await waitFor(() => expect(first.sent).toEqual([setCurrent('a'.repeat(200))]))
    cleanup()
    const second = renderSlug({source: 'title', maxLength: 12}, {title: 'The quick brown fox'})
    fireEvent.click(screen.getByRole('button', {name: 'Generate'}))
    await waitFor(() => expect(second.sent).toEqual([setCurrent('the-quick-br')]))
  })

  it("says 'missing source' and sends nothing without a source", () => {
    const {sent} = renderSlug(undefined, {title: 'Hello'})
    fireEvent.click(screen.getByRole('button', {name: 'Generate'}))
    expect(screen.getByRole('alert').textContent).toBe('missing source')
    expect(sent).toEqual([])
  })

  it('awaits source functions and custom slugify, showing the pending state meanwhile', async () => {
    const source = deferred<string>()
    const seen: unknown[] = []
    const {sent} = renderSlug(
      {
        source: (document: unknown, context: unknown) => {
          seen.push(document, context)
          return source.promise
        },
        slugify: async (input: string, type: {name: string}) => `${type.name}/${input.toUpperCase()}`,
        maxLength: 9,
      },
      {title: 'ignored'},
    )
    fireEvent.click(screen.getByRole('button', {name: 'Generate'}))
    const button = screen.getByRole('button', {name: 'Generating…'}) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    await act(async () => source.resolve('abc def'))
    await waitFor(() => expect(sent).toEqual([setCurrent('slug/ABC ')]))
    expect(screen.getByRole('button', {name: 'Generate'})).toBeTruthy()
    expect(seen[0]).toMatchObject({_id: 'doc-1', title: 'ignored'})
    expect(seen[1]).toMatchObject({parentPath: [], parent: {_id: 'doc-1'}})
  })

  it('shows errors thrown while generating', async () => {
    const {sent} = renderSlug(
      {
        source: 'title',
        slugify: () => {
          throw new Error('Slug service is down')
        },
      },
      {title: 'Hello'},
    )
    fireEvent.click(screen.getByRole('button', {name: 'Generate'}))
    expect((await screen.findByRole('alert')).textContent).toBe('Slug service is down')
    expect(sent).toEqual([])
  })

  it("uses the field's first error as the validity message", () => {
    renderSlug(
      {source: 'title'},
      {},
      {
        value: {_type: 'slug', current: 'taken'},
        validation: [
          {level: 'warning', message: 'Looks odd'},
          {level: 'error', message: 'Slug is already in use'},
        ],
      },
    )
    expect((screen.getByDisplayValue('taken') as HTMLInputElement).validationMessage).toBe(
      'Slug is already in use',
    )
  })

  it('is read-only: no Generate button, the text cannot change', () => {
    renderSlug({source: 'title'}, {}, {value: {_type: 'slug', current: 'fixed'}, readOnly: true})
    expect((screen.getByDisplayValue('fixed') as HTMLInputElement).readOnly).toBe(true)
    expect(screen.queryByRole('button', {name: 'Generate'})).toBeNull()
  })
})
