// @vitest-environment jsdom
import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {Path, TypeDefinition, ValidationMarker} from '@tessera/types'
import {afterEach, describe, expect, it} from 'vitest'
import {
  fieldTitlePathText,
  highestValidationLevel,
  resolveFieldTitlePath,
  VALIDATING_SHOWN_AFTER_MS,
  ValidationSummary,
} from '../../src/document/header/index.js'
import {testSchema} from '../support/workspace.js'
import {renderThemed} from './themed.js'

afterEach(cleanup)

const schema = compileSchema({
  name: 'validation-test',
  types: [
    {
      name: 'hero',
      title: 'Hero',
      type: 'object',
      fields: [{name: 'heading', type: 'string'}],
    } as TypeDefinition,
    {
      name: 'page',
      title: 'Page',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {
          name: 'seo',
          title: 'SEO',
          type: 'object',
          fields: [{name: 'metaTitle', title: 'Meta title', type: 'string'}],
        },
        {
          name: 'sections',
          type: 'array',
          of: [
            {type: 'hero'},
            {name: 'quote', title: 'Quotation', type: 'object', fields: [{name: 'text', type: 'string'}]},
          ],
        },
        {name: 'tags', type: 'array', of: [{type: 'string'}]},
      ],
    } as TypeDefinition,
  ],
})
const page = schema.get('page')!
const pageValue = {
  _id: 'p',
  _type: 'page',
  sections: [
    {_key: 'q1', _type: 'quote', text: 'Hi'},
    {_key: 'h1', _type: 'hero', heading: ''},
  ],
  tags: ['a', ''],
}

describe('resolveFieldTitlePath', () => {
  it('names fields by their titles, nested objects included', () => {
    expect(resolveFieldTitlePath(page, ['title'])).toEqual(['Title'])
    expect(resolveFieldTitlePath(page, ['seo', 'metaTitle'])).toEqual(['SEO', 'Meta title'])
  })

  it('names array items by their member type, with their position when the value is given', () => {
    const path: Path = ['sections', {_key: 'h1'}, 'heading']
    expect(resolveFieldTitlePath(page, path, pageValue)).toEqual(['Sections', 'Hero #2', 'Heading'])
    expect(resolveFieldTitlePath(page, ['sections', {_key: 'q1'}, 'text'], pageValue)).toEqual([
      'Sections',
      'Quotation #1',
      'Text',
    ])
    expect(resolveFieldTitlePath(page, ['tags', 1], pageValue)).toEqual(['Tags', 'String #2'])
  })

  it('without the value, names the item when the array has one member type, else "Item"', () => {
    expect(resolveFieldTitlePath(page, ['tags', {_key: 'x'}])).toEqual(['Tags', 'String'])
    expect(resolveFieldTitlePath(page, ['sections', {_key: 'h1'}, 'heading'])).toEqual([
      'Sections',
      'Item',
      'heading',
    ])
  })

  it('shows undeclared fields as they are, and the document as no titles', () => {
    expect(resolveFieldTitlePath(page, ['legacyField', 'x'])).toEqual(['legacyField', 'x'])
    expect(resolveFieldTitlePath(page, [])).toEqual([])
    expect(fieldTitlePathText(['Sections', 'Hero #2', 'Heading'])).toBe('Sections › Hero #2 › Heading')
  })

  it('follows the test schema: a post author is "Author"', () => {
    expect(resolveFieldTitlePath(testSchema.get('post')!, ['author'])).toEqual(['Author'])
  })
})

const marker = (level: ValidationMarker['level'], message: string, path: Path): ValidationMarker => ({
  level,
  message,
  path,
})

function renderSummary(markers: ValidationMarker[]) {
  const jumps: Path[] = []
  const result = renderThemed(
    <ValidationSummary
      markers={markers}
      schemaType={page}
      value={pageValue}
      onJump={(path) => jumps.push(path)}
    />,
  )
  return {...result, jumps}
}

describe('ValidationSummary', () => {
  it('renders nothing without markers', () => {
    const {container} = renderSummary([])
    expect(container.textContent).toBe('')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("says 'Validating…' while a run lasts longer than 400 ms, then shows its results", async () => {
    const {rerender} = renderSummary([marker('error', 'Required', ['title'])])
    const props = {schemaType: page, onJump: () => {}}
    rerender(<ValidationSummary markers={[marker('error', 'Required', ['title'])]} validating {...props} />)
    // A quick run (every 200 ms while typing) does not flicker: the old results stay.
    expect(screen.getByRole('button', {name: 'Validation: 1 error'})).toBeTruthy()
    expect(await screen.findByRole('button', {name: 'Validating…'}, {timeout: VALIDATING_SHOWN_AFTER_MS + 500}))
      .toBeTruthy()
    rerender(<ValidationSummary markers={[]} validating={false} {...props} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the highest level and the count on its button', () => {
    expect(highestValidationLevel([marker('info', 'i', []), marker('warning', 'w', [])])).toBe('warning')
    const {rerender} = renderSummary([
      marker('warning', 'Looks short', ['title']),
      marker('error', 'Required', ['title']),
    ])
    const button = screen.getByRole('button', {name: 'Validation: 1 error, 1 warning'})
    expect(button.getAttribute('data-validation-level')).toBe('error')
    expect(button.textContent).toBe('2')
    rerender(
      <ValidationSummary
        markers={[marker('info', 'Shown on the home page', [])]}
        schemaType={page}
        onJump={() => {}}
      />,
    )
    expect(
      screen.getByRole('button', {name: 'Validation: 1 message'}).getAttribute('data-validation-level'),
    ).toBe('info')
  })

  it("lists each marker, errors first, with its field's titles and message; choosing one jumps to its path", async () => {
    const headingPath: Path = ['sections', {_key: 'h1'}, 'heading']
    const {jumps} = renderSummary([
      marker('warning', 'Should be shorter', ['seo', 'metaTitle']),
      marker('error', 'Required', headingPath),
      marker('error', 'Custom document rule', []),
    ])
    fireEvent.click(screen.getByRole('button', {name: /^Validation:/}))
    const menu = await screen.findByRole('menu', {hidden: true})
    const items = within(menu).getAllByRole('menuitem', {hidden: true})
    expect(items.map((item) => item.textContent)).toEqual([
      'Sections › Hero #2 › HeadingRequired',
      // A marker on the document itself is named after the document type.
      'PageCustom document rule',
      'SEO › Meta titleShould be shorter',
    ])
    expect(items.map((item) => item.getAttribute('data-validation-marker'))).toEqual([
      'error',
      'error',
      'warning',
    ])
    fireEvent.click(items[0])
    expect(jumps).toEqual([headingPath])
  })
})
