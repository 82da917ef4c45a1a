// @vitest-environment jsdom
import {cleanup, render, waitFor} from '@testing-library/react'
import {compileSchema, defineField, defineType} from '@tessera/schema'
import type {Schema, ValidationMarker} from '@tessera/types'
import {afterEach, expect, it} from 'vitest'
import {useDocumentValidation} from '../src/document/use-document-validation.js'

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
