// @vitest-environment jsdom
import {cleanup, screen} from '@testing-library/react'
import {afterEach, expect, it} from 'vitest'
import {FormContextProvider} from '../../src/builder/form-context.js'
import {UploadPlaceholder} from '../../src/inputs/assets/upload-placeholder.js'
import {themed} from '../support/themed.js'

afterEach(cleanup)

function renderPlaceholder(options: {readOnly: boolean; loading: boolean}) {
  themed(
    <FormContextProvider value={{getDocument: () => undefined, loading: options.loading}}>
      <UploadPlaceholder
        kind="image"
        accept="image/*"
        readOnly={options.readOnly}
        onFile={() => undefined}
        onBrowse={() => undefined}
      />
    </FormContextProvider>,
  )
  const area = document.querySelector('[data-upload-placeholder]')!
  return {
    tone: area.getAttribute('data-tone'),
    text: area.textContent,
    uploadDisabled: screen.getByRole('button', {name: 'Upload'}).hasAttribute('disabled'),
  }
}

it('says read-only and takes the transparent tone for a read-only field', () => {
  const shown = renderPlaceholder({readOnly: true, loading: false})
  expect(shown.tone).toBe('transparent')
  expect(shown.text).toContain('Read only')
  expect(shown.uploadDisabled).toBe(true)
})

it('keeps its look while the document loads (read-only for now), its buttons waiting', () => {
  const shown = renderPlaceholder({readOnly: true, loading: true})
  expect(shown.tone).toBe('default')
  expect(shown.text).toContain('Drag or paste image here')
  expect(shown.text).not.toContain('Read only')
  expect(shown.uploadDisabled).toBe(true)
})
