// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {EmailInput} from '../../src/inputs/email-input.js'
import {UrlInput, urlAllowsRelative} from '../../src/inputs/url-input.js'
import {applyLocalPatches} from '../../src/patch/apply-local-patches.js'
import type {FormPatch} from '../../src/patch/patches.js'
import type {PrimitiveFormNode} from '../../src/state/types.js'
import {docType, fieldNode, patchLog, themed} from './helpers.js'

type UriRule = {uri(options: Record<string, unknown>): unknown}
const doc = docType([
  {name: 'email', type: 'email'},
  {name: 'link', type: 'url'},
  {name: 'path', type: 'url', validation: (rule: UriRule) => rule.uri({allowRelative: true})},
  {name: 'local', type: 'url', validation: (rule: UriRule) => rule.uri({relativeOnly: true})},
  {name: 'web', type: 'url', validation: (rule: UriRule) => rule.uri({scheme: ['https']})},
])
const node = (name: string, value?: unknown, options: Parameters<typeof fieldNode>[3] = {}) =>
  fieldNode<PrimitiveFormNode>(doc, name, value === undefined ? {} : {[name]: value}, options)

afterEach(cleanup)

/** One edit was sent, as a diffMatchPatch of the input's value that turns `before` into `after`. */
function expectPatchedTo(sent: FormPatch[][], before: string, after: string) {
  expect(sent.map((patches) => patches.map((patch) => [patch.type, patch.path]))).toEqual([
    [['diffMatchPatch', []]],
  ])
  expect(applyLocalPatches(before, sent[0]!)).toBe(after)
}

describe('EmailInput', () => {
  it('is an email field that patches in what is typed and unsets when emptied', () => {
    const {sent, onChange} = patchLog()
    themed(<EmailInput node={node('email', 'a@example.com')} onChange={onChange} />)
    const input = screen.getByDisplayValue('a@example.com') as HTMLInputElement
    expect(input.type).toBe('email')
    expect(input.id).toBe('email')
    fireEvent.change(input, {target: {value: 'b@example.com'}})
    expectPatchedTo(sent, 'a@example.com', 'b@example.com')
    fireEvent.change(input, {target: {value: ''}})
    expect(sent[1]).toEqual([{type: 'unset', path: []}])
  })

  it('shows the first error as its validity message, and is read-only when the field is', () => {
    themed(
      <EmailInput
        node={node('email', 'nope', {
          validation: [{level: 'error', message: 'Must be a valid email address', path: ['email']}],
        })}
        onChange={() => {}}
      />,
    )
    expect((screen.getByDisplayValue('nope') as HTMLInputElement).validationMessage).toBe(
      'Must be a valid email address',
    )
    cleanup()
    themed(<EmailInput node={node('email', 'a@example.com', {readOnly: true})} onChange={() => {}} />)
    expect((screen.getByDisplayValue('a@example.com') as HTMLInputElement).readOnly).toBe(true)
  })
})

describe('UrlInput', () => {
  it('is a url field, or a text field when the rules allow relative URLs', () => {
    themed(
      <>
        <UrlInput node={node('link', 'https://a.example')} onChange={() => {}} />
        <UrlInput node={node('path', '/about')} onChange={() => {}} />
        <UrlInput node={node('local', '/contact')} onChange={() => {}} />
        <UrlInput node={node('web', 'https://b.example')} onChange={() => {}} />
      </>,
    )
    expect((screen.getByDisplayValue('https://a.example') as HTMLInputElement).type).toBe('url')
    expect((screen.getByDisplayValue('/about') as HTMLInputElement).type).toBe('text')
    expect((screen.getByDisplayValue('/contact') as HTMLInputElement).type).toBe('text')
    expect((screen.getByDisplayValue('https://b.example') as HTMLInputElement).type).toBe('url')
    expect(urlAllowsRelative(node('path').schemaType)).toBe(true)
  })

  it('patches in what is typed and unsets when emptied', () => {
    const {sent, onChange} = patchLog()
    themed(<UrlInput node={node('path', '/about')} onChange={onChange} />)
    const input = screen.getByDisplayValue('/about')
    fireEvent.change(input, {target: {value: '/news'}})
    expectPatchedTo(sent, '/about', '/news')
    fireEvent.change(input, {target: {value: ''}})
    expect(sent[1]).toEqual([{type: 'unset', path: []}])
  })
})
