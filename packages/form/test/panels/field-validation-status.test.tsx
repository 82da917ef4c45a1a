// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen} from '@testing-library/react'
import type {ValidationMarker} from '@tessera/types'
import {afterEach, describe, expect, it} from 'vitest'
import {
  FieldValidationStatus,
  fieldTone,
  validationSummary,
} from '../../src/validation/field-validation-status.js'
import {themed} from './render.js'

afterEach(cleanup)

const marker = (level: ValidationMarker['level'], message: string): ValidationMarker => ({
  level,
  message,
  path: ['title'],
})
const error = marker('error', 'Required')
const error2 = marker('error', 'Must be at most 10 characters long')
const warning = marker('warning', 'Looks too short')
const warning2 = marker('warning', 'Consider a subtitle')
const info = marker('info', 'Shown on the home page')

describe('validationSummary', () => {
  it('counts errors and warnings, singular or plural, leaving out zero counts', () => {
    expect(validationSummary([error, error2, warning])).toBe('2 errors, 1 warning')
    expect(validationSummary([error])).toBe('1 error')
    expect(validationSummary([warning, warning2, info])).toBe('2 warnings')
    expect(validationSummary([error, warning, warning2])).toBe('1 error, 2 warnings')
    expect(validationSummary([info])).toBe('')
    expect(validationSummary([])).toBe('')
  })
})

describe('fieldTone', () => {
  it('is critical with errors, caution with warnings, transparent when read-only, default otherwise', () => {
    expect(fieldTone([warning, error], false)).toBe('critical')
    expect(fieldTone([error], true)).toBe('critical')
    expect(fieldTone([info, warning], false)).toBe('caution')
    expect(fieldTone([info], true)).toBe('transparent')
    expect(fieldTone([], true)).toBe('transparent')
    expect(fieldTone([info], false)).toBe('default')
    expect(fieldTone([], false)).toBe('default')
  })
})

describe('FieldValidationStatus', () => {
  it('shows the icon of the highest level present', () => {
    const level = () =>
      document.querySelector('[data-validation-status]')?.getAttribute('data-validation-status')
    themed(<FieldValidationStatus validation={[info, warning, error]} />)
    expect(level()).toBe('error')
    cleanup()
    themed(<FieldValidationStatus validation={[info, warning]} />)
    expect(level()).toBe('warning')
    cleanup()
    themed(<FieldValidationStatus validation={[info]} />)
    expect(level()).toBe('info')
    cleanup()
    const {container} = themed(<FieldValidationStatus validation={[]} />)
    expect(container.textContent).toBe('')
  })

  it('lists the messages and the counts in its tooltip', async () => {
    themed(<FieldValidationStatus validation={[error, error2, warning]} />)
    const status = screen.getByLabelText('2 errors, 1 warning')
    await act(async () => {
      fireEvent.mouseEnter(status)
      fireEvent.focus(status)
    })
    expect(await screen.findByText('Required')).toBeTruthy()
    expect(screen.getByText('Must be at most 10 characters long')).toBeTruthy()
    expect(screen.getByText('Looks too short')).toBeTruthy()
    expect(screen.getByText('2 errors, 1 warning')).toBeTruthy()
  })
})
