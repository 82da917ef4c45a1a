// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {renderDefaultInput} from '../../src/builder/render-default-input.js'
import {GeopointInput} from '../../src/inputs/geopoint-input.js'
import type {ObjectFormNode} from '../../src/state/types.js'
import {docType, fieldNode, patchLog, themed} from './helpers.js'

const doc = docType([{name: 'place', type: 'geopoint'}])
const node = (value?: unknown, readOnly = false) =>
  fieldNode<ObjectFormNode>(doc, 'place', value === undefined ? {} : {place: value}, {readOnly})

afterEach(cleanup)

describe('GeopointInput', () => {
  it('shows latitude, longitude and altitude; latitude carries the field id', () => {
    themed(
      <GeopointInput
        node={node({_type: 'geopoint', lat: 59.9, lng: 10.75, alt: 12})}
        onChange={() => {}}
        renderInput={renderDefaultInput}
      />,
    )
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('59.9')
    expect(screen.getByLabelText('Latitude').id).toBe('place')
    expect((screen.getByLabelText('Longitude') as HTMLInputElement).value).toBe('10.75')
    expect((screen.getByLabelText('Altitude') as HTMLInputElement).value).toBe('12')
  })

  it('sets and unsets each coordinate by its key', () => {
    const {sent, onChange} = patchLog()
    themed(<GeopointInput node={node()} onChange={onChange} renderInput={renderDefaultInput} />)
    fireEvent.change(screen.getByLabelText('Latitude'), {target: {value: '-33.9'}})
    fireEvent.change(screen.getByLabelText('Longitude'), {target: {value: '151.2'}})
    fireEvent.change(screen.getByLabelText('Altitude'), {target: {value: '-400'}})
    fireEvent.change(screen.getByLabelText('Altitude'), {target: {value: ''}})
    expect(sent).toEqual([
      [{type: 'set', path: ['lat'], value: -33.9}],
      [{type: 'set', path: ['lng'], value: 151.2}],
      [{type: 'set', path: ['alt'], value: -400}],
      [{type: 'unset', path: ['alt']}],
    ])
  })

  it('shows out-of-range numbers with a message and does not send them', () => {
    const {sent, onChange} = patchLog()
    themed(<GeopointInput node={node()} onChange={onChange} renderInput={renderDefaultInput} />)
    const latitude = screen.getByLabelText('Latitude') as HTMLInputElement
    fireEvent.change(latitude, {target: {value: '91'}})
    fireEvent.change(screen.getByLabelText('Longitude'), {target: {value: '-180.5'}})
    fireEvent.blur(latitude)
    expect(latitude.value).toBe('91')
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Latitude must be between -90 and 90',
      'Longitude must be between -180 and 180',
    ])
    expect(sent).toEqual([])
    fireEvent.change(latitude, {target: {value: '90'}})
    expect(sent).toEqual([[{type: 'set', path: ['lat'], value: 90}]])
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('is read-only', () => {
    themed(
      <GeopointInput
        node={node({_type: 'geopoint', lat: 1, lng: 2}, true)}
        onChange={() => {}}
        renderInput={renderDefaultInput}
      />,
    )
    for (const label of ['Latitude', 'Longitude', 'Altitude'])
      expect((screen.getByLabelText(label) as HTMLInputElement).readOnly).toBe(true)
  })
})
