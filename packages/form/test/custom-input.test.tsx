// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {afterEach, expect, it} from 'vitest'
import {FormBuilder} from '../src/builder/form-builder.js'
import type {CustomInputProps} from '../src/inputs/input-props.js'
import {applyLocalPatches} from '../src/patch/apply-local-patches.js'
import type {FormPatch} from '../src/patch/patches.js'
import {set} from '../src/patch/patches.js'
import {prepareFormState} from '../src/state/prepare-form-state.js'
import './support/themed.js'

afterEach(cleanup)

/** Wraps the built-in input with a counter and a button of its own. */
function CountedInput({node, onChange, renderDefault}: CustomInputProps) {
  const length = typeof node.value === 'string' ? node.value.length : 0
  return (
    <div data-testid={`counted-${node.id}`}>
      {renderDefault()}
      <span>{length} characters</span>
      <button type="button" onClick={() => onChange([set('Shouted!')])}>
        Shout
      </button>
    </div>
  )
}

const schema = compileSchema({
  name: 'custom',
  types: [
    {name: 'counted', type: 'string', components: {input: CountedInput}},
    {name: 'byline', type: 'object', fields: [{name: 'name', type: 'counted', title: 'Name'}]},
    {
      name: 'story',
      type: 'document',
      fields: [
        {name: 'headline', type: 'counted', title: 'Headline'},
        {name: 'byline', type: 'byline', title: 'Byline'},
      ],
    },
  ],
})

it('renders the custom input named on the type chain, which can render the built-in one inside it', () => {
  const sent: FormPatch[][] = []
  const value = {headline: 'Hello', byline: {_type: 'byline', name: 'Ada'}}
  const state = prepareFormState({schemaType: schema.get('story') as SchemaType, value})
  render(
    <ThemeProvider theme={buildTheme()}>
      <LayerProvider>
        <FormBuilder state={state} onChange={(patches) => sent.push(patches)} />
      </LayerProvider>
    </ThemeProvider>,
  )
  expect(screen.getByTestId('counted-headline').textContent).toContain('5 characters')
  // Nested objects render their members through the same resolution.
  expect(screen.getByTestId('counted-byline.name').textContent).toContain('3 characters')
  fireEvent.change(screen.getByLabelText('Headline'), {target: {value: 'Hello!'}})
  fireEvent.click(screen.getAllByRole('button', {name: 'Shout'})[1]!)
  expect(sent.map((patches) => patches.map((patch) => [patch.type, patch.path]))).toEqual([
    [['diffMatchPatch', ['headline']]],
    [
      ['setIfMissing', ['byline']],
      ['set', ['byline', 'name']],
    ],
  ])
  expect(applyLocalPatches(value, sent.flat())).toEqual({
    headline: 'Hello!',
    byline: {_type: 'byline', name: 'Shouted!'},
  })
})
