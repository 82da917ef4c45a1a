// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import type {ReactNode} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {BooleanInput} from '../src/inputs/boolean-input.js'
import {NumberInput, numberInputMode, numberInputStep} from '../src/inputs/number-input.js'
import {StringInput} from '../src/inputs/string-input.js'
import {applyLocalPatches} from '../src/patch/apply-local-patches.js'
import type {FormPatch} from '../src/patch/patches.js'
import type {PrimitiveFormNode} from '../src/state/types.js'
import './support/themed.js'

const theme = buildTheme()
const themed = (node: ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <LayerProvider>{node}</LayerProvider>
    </ThemeProvider>,
  )

const schema = compileSchema({
  name: 'inputs',
  types: [
    {
      name: 'doc',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {
          name: 'count',
          type: 'number',
          validation: (rule: {integer(): {positive(): unknown}}) => rule.integer().positive(),
        },
        {name: 'price', type: 'number', validation: (rule: {min(n: number): unknown}) => rule.min(0)},
        {name: 'delta', type: 'number'},
        {
          name: 'cents',
          type: 'number',
          validation: (rule: {min(n: number): {precision(n: number): unknown}}) => rule.min(0).precision(2),
        },
        {
          name: 'whole',
          type: 'number',
          validation: (rule: {min(n: number): {precision(n: number): unknown}}) => rule.min(0).precision(0),
        },
        {name: 'flag', type: 'boolean'},
      ],
    },
  ],
})
const typeOf = (name: string) =>
  (schema.get('doc') as SchemaType).fields!.find((field) => field.name === name)!.type
const nodeOf = (name: string, value: unknown, readOnly = false): PrimitiveFormNode => ({
  kind: 'primitive',
  id: name,
  path: [name],
  schemaType: typeOf(name),
  value,
  readOnly,
  focused: false,
  validation: [],
  presence: [],
})

afterEach(cleanup)

describe('primitive inputs', () => {
  it('StringInput patches in what is typed and unsets when emptied', () => {
    const patches: FormPatch[][] = []
    themed(<StringInput node={nodeOf('title', 'Hi')} onChange={(next) => patches.push(next)} />)
    const input = screen.getByDisplayValue('Hi')
    fireEvent.change(input, {target: {value: 'Hi!'}})
    expect(patches.map((sent) => sent.map((patch) => [patch.type, patch.path]))).toEqual([
      [['diffMatchPatch', []]],
    ])
    expect(applyLocalPatches('Hi', patches.flat())).toBe('Hi!')
    fireEvent.change(input, {target: {value: ''}})
    expect(patches[1]).toEqual([{type: 'unset', path: []}])
  })

  it('NumberInput parses numbers, keeps half-typed text, unsets when emptied and refuses unsafe numbers', () => {
    const patches: FormPatch[][] = []
    themed(<NumberInput node={nodeOf('delta', 3)} onChange={(next) => patches.push(next)} />)
    const input = screen.getByDisplayValue('3') as HTMLInputElement
    fireEvent.change(input, {target: {value: '-12.5'}})
    fireEvent.change(input, {target: {value: ''}})
    fireEvent.change(input, {target: {value: '99999999999999999999'}})
    expect(patches).toEqual([[{type: 'set', path: [], value: -12.5}], [{type: 'unset', path: []}]])
  })

  it('asks for the keyboard the rules allow', () => {
    expect(numberInputMode(typeOf('count'))).toBe('numeric')
    expect(numberInputMode(typeOf('price'))).toBe('decimal')
    expect(numberInputMode(typeOf('delta'))).toBe('text')
  })

  it('reads the precision rule: precision(0) asks for digits only, and the step is the smallest allowed amount', () => {
    expect(numberInputMode(typeOf('whole'))).toBe('numeric')
    expect(numberInputMode(typeOf('cents'))).toBe('decimal')
    expect(numberInputStep(typeOf('cents'))).toBe(0.01)
    expect(numberInputStep(typeOf('whole'))).toBe(1)
    expect(numberInputStep(typeOf('count'))).toBe(1)
    expect(numberInputStep(typeOf('delta'))).toBe('any')
    themed(<NumberInput node={nodeOf('cents', 1.25)} onChange={() => {}} />)
    const input = screen.getByRole('spinbutton') as HTMLInputElement
    expect([input.inputMode, input.step]).toEqual(['decimal', '0.01'])
  })

  it('BooleanInput sets true or false, and does nothing when read-only', () => {
    const patches: FormPatch[][] = []
    themed(<BooleanInput node={nodeOf('flag', false)} onChange={(next) => patches.push(next)} />)
    fireEvent.click(screen.getByRole('checkbox'))
    expect(patches).toEqual([[{type: 'set', path: [], value: true}]])
    cleanup()
    themed(<BooleanInput node={nodeOf('flag', false, true)} onChange={(next) => patches.push(next)} />)
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true)
  })
})
