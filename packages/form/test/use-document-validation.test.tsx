// @vitest-environment jsdom
import {cleanup, render, waitFor} from '@testing-library/react'
import {compileSchema, defineField, defineType} from '@tessera/schema'
import type {Schema, ValidationMarker} from '@tessera/types'
import {afterEach, expect, it} from 'vitest'
import {
  type DocumentValidationState,
  useDocumentValidation,
  useDocumentValidationState,
} from '../src/document/use-document-validation.js'

afterEach(cleanup)

const schema = compileSchema({
  name: 'validation',
  types: [
    defineType({
      name: 'note',
      type: 'document',
      fields: [defineField({name: 'title', type: 'string', validation: (rule) => rule.required()})],
    }),
  ],
}) as Schema

let seen: ValidationMarker[] = []
function Probe({document}: {document: Record<string, unknown> | undefined}) {
  seen = useDocumentValidation(document, schema)
  return null
}

it('validates the latest value, throttled, and clears markers once the document is valid', async () => {
  const {rerender} = render(<Probe document={{_id: 'n', _type: 'note'}} />)
  await waitFor(() => expect(seen.map((marker) => marker.message)).toEqual(['Required']))
  // Several quick changes: the markers end up describing the last one.
  rerender(<Probe document={{_id: 'n', _type: 'note', title: 'a'}} />)
  rerender(<Probe document={{_id: 'n', _type: 'note', title: 'ab'}} />)
  await waitFor(() => expect(seen).toEqual([]))
  rerender(<Probe document={{_id: 'n', _type: 'note'}} />)
  await waitFor(() => expect(seen.map((marker) => marker.path)).toEqual([['title']]))
})

it('runs custom validators 40 at a time (spec/001 §5), and says it is validating until the run ends', async () => {
  let running = 0
  let most = 0
  const release: Array<() => void> = []
  const slow = compileSchema({
    name: 'slow',
    types: [
      defineType({
        name: 'many',
        type: 'document',
        fields: Array.from({length: 60}, (_, index) =>
          defineField({
            name: `f${index}`,
            type: 'string',
            validation: (rule) =>
              rule.custom(async () => {
                running++
                most = Math.max(most, running)
                await new Promise<void>((resolve) => release.push(resolve))
                running--
                return true
              }),
          }),
        ),
      }),
    ],
  }) as Schema
  let state: DocumentValidationState | undefined
  // One document object: a new one each render would be a new document to validate each time.
  const document = {_id: 'm', _type: 'many'}
  function SlowProbe() {
    state = useDocumentValidationState(document, slow)
    return null
  }
  render(<SlowProbe />)
  expect(state?.validating).toBe(true)
  await waitFor(() => expect(running).toBe(40))
  expect(state?.validating).toBe(true)
  // Let every validator finish (those queued behind the first 40 start as others end).
  while (release.length > 0 || running > 0) {
    release.splice(0).forEach((resolve) => resolve())
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  expect(most).toBe(40)
  await waitFor(() => expect(state).toEqual({markers: [], validating: false}), {timeout: 5_000})
})

it('after the first answer, a quick run does not flip `validating` (no re-render for a flag no one sees)', async () => {
  const states: DocumentValidationState[] = []
  function StateProbe({document}: {document: Record<string, unknown>}) {
    states.push(useDocumentValidationState(document, schema))
    return null
  }
  const {rerender} = render(<StateProbe document={{_id: 'n', _type: 'note'}} />)
  await waitFor(() =>
    expect(states.at(-1)).toMatchObject({validating: false, markers: [{message: 'Required'}]}),
  )
  states.length = 0
  rerender(<StateProbe document={{_id: 'n', _type: 'note', title: 'typed'}} />)
  await waitFor(() => expect(states.at(-1)?.markers).toEqual([]))
  expect(states.every((state) => !state.validating)).toBe(true)
})
