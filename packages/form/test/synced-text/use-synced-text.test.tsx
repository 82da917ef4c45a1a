// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, fireEvent, render as renderTree} from '@testing-library/react'
import type {ComponentType, ReactNode} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {FormContextProvider} from '../../src/builder/form-context.js'
import type {PrimitiveInputProps} from '../../src/inputs/input-props.js'
import {NumberInput} from '../../src/inputs/number-input.js'
import {StringInput} from '../../src/inputs/string-input.js'
import {applyLocalPatches} from '../../src/patch/apply-local-patches.js'
import {prefixPatches, type FormPatch} from '../../src/patch/patches.js'
import type {PrimitiveFormNode} from '../../src/state/types.js'
import {docType, fieldNode} from '../inputs/helpers.js'

afterEach(cleanup)

const theme = buildTheme()
const Themed = ({children}: {children: ReactNode}) => (
  <ThemeProvider theme={theme}>
    <LayerProvider>{children}</LayerProvider>
  </ThemeProvider>
)

type Doc = Record<string, unknown>

const doc = docType([
  {name: 'title', type: 'string', title: 'Title'},
  {name: 'count', type: 'number', title: 'Count'},
])

/**
 * One input of a document kept as the store keeps it: the input's patches are applied to it at once,
 * `getDocument` reads it as it is now, and the test changes it (someone else's edit) and re-renders
 * the input with whatever node value it likes (the form's rendered state may be behind).
 */
function setup(field: 'title' | 'count', value: unknown, Input: ComponentType<PrimitiveInputProps>) {
  const store = {document: {_id: 'doc-1', _type: 'doc', [field]: value} as Doc}
  const sent: FormPatch[][] = []
  const onChange = (patches: FormPatch[]) => {
    sent.push(patches)
    store.document = applyLocalPatches(store.document, prefixPatches(patches, field)) as Doc
  }
  const context = {getDocument: () => store.document}
  const view = (nodeValue: unknown) => (
    <FormContextProvider value={context}>
      <Input
        node={fieldNode<PrimitiveFormNode>(doc, field, nodeValue === undefined ? {} : {[field]: nodeValue})}
        onChange={onChange}
      />
    </FormContextProvider>
  )
  const {rerender} = renderTree(view(value), {wrapper: Themed})
  const input = document.getElementById(field) as HTMLInputElement
  return {
    store,
    sent,
    input,
    /** Renders the input again with this node value; without one, the document's (the form caught up). */
    render: (...nodeValue: [unknown?]) =>
      rerender(view(nodeValue.length === 0 ? store.document[field] : nodeValue[0])),
  }
}

/** The user changes the text to `value`, the caret ending at `caret` (typing, deleting or pasting). */
function edit(input: HTMLInputElement, value: string, caret = value.length) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setValue.call(input, value)
  if (input.type !== 'number') input.setSelectionRange(caret, caret)
  fireEvent.input(input)
}

/** Someone else changes the title in the document. */
function remote(store: {document: Doc}, title: string) {
  store.document = {...store.document, title}
}

describe('useSyncedText in a text input', () => {
  it('sends each keystroke as a diffMatchPatch the document takes, the caret staying put', () => {
    const {store, sent, input, render} = setup('title', 'Hello world', StringInput)
    input.focus()
    edit(input, 'Hello, world', 6)
    expect(sent.map((patches) => patches.map((patch) => [patch.type, patch.path]))).toEqual([
      [['diffMatchPatch', []]],
    ])
    expect(store.document.title).toBe('Hello, world')
    render()
    expect(input.value).toBe('Hello, world')
    expect([input.selectionStart, input.selectionEnd]).toEqual([6, 6])
  })

  it('takes a remote change before the caret, moving the caret by its length; typing goes on there', () => {
    const {store, input, render} = setup('title', 'Hello world', StringInput)
    input.focus()
    edit(input, 'Hello! world', 6)
    remote(store, '>> Hello! world')
    render()
    expect(input.value).toBe('>> Hello! world')
    expect(input.selectionStart).toBe(9)
    edit(input, '>> Hello!! world', 10)
    // A change after the caret leaves it.
    remote(store, `${store.document.title as string}.`)
    render()
    expect(input.value).toBe('>> Hello!! world.')
    expect(input.selectionStart).toBe(10)
    expect(store.document.title).toBe('>> Hello!! world.')
  })

  it('merges a keystroke typed before a remote change was rendered', () => {
    const {store, input} = setup('title', 'Hello world', StringInput)
    input.focus()
    remote(store, '>> Hello world') // not rendered yet: the element still shows "Hello world"
    edit(input, 'Hello! world', 6)
    expect(store.document.title).toBe('>> Hello! world')
    expect(input.value).toBe('>> Hello! world')
    expect(input.selectionStart).toBe(9)
  })

  it('never lets a stale render (node value older than the document) overwrite the text', () => {
    const {store, sent, input, render} = setup('title', undefined, StringInput)
    remote(store, 'Hi there')
    render()
    expect(input.value).toBe('Hi there')
    render(undefined) // the form's rendered state is behind the document
    expect(input.value).toBe('Hi there')
    input.focus()
    edit(input, 'Hi there!')
    render('Hi there')
    expect(input.value).toBe('Hi there!')
    expect(store.document.title).toBe('Hi there!')
    expect(sent.flat().map((patch) => patch.type)).toEqual(['diffMatchPatch'])
  })

  it('leaves the text alone while an input method composes, and catches up when it ends', () => {
    const {store, input, render} = setup('title', 'Hello', StringInput)
    input.focus()
    fireEvent.compositionStart(input)
    edit(input, 'Helloに')
    remote(store, `>> ${store.document.title as string}`)
    render()
    expect(input.value).toBe('Helloに')
    edit(input, 'Hello日本')
    expect(input.value).toBe('Hello日本')
    fireEvent.compositionEnd(input)
    expect(store.document.title).toBe('>> Hello日本')
    expect(input.value).toBe('>> Hello日本')
    expect(input.selectionStart).toBe(10)
  })
})

describe('useSyncedText in a number input', () => {
  it('keeps "1.0" while the value is 1, and an out-of-range number with its message', () => {
    const {store, sent, input, render} = setup('count', undefined, NumberInput)
    input.focus()
    edit(input, '1')
    edit(input, '1.0') // jsdom clears "1." (not a valid number to it), so "1.0" stands in for it
    render()
    expect(input.value).toBe('1.0')
    expect(store.document.count).toBe(1)
    edit(input, '99999999999999999999')
    render()
    expect(input.value).toBe('99999999999999999999')
    expect(input.validationMessage).toMatch(/^The number must be between/)
    expect(store.document.count).toBe(1)
    expect(sent).toEqual([[{type: 'set', path: [], value: 1}], [{type: 'set', path: [], value: 1}]])
    // Someone else sets the number: the field shows it.
    store.document = {...store.document, count: 7}
    render()
    expect(input.value).toBe('7')
  })
})
