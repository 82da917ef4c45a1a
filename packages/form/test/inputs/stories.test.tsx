// @vitest-environment jsdom
import type {StoryObj} from '@storybook/react-vite'
import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import type {ComponentType} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import * as checkboxList from '../../src/inputs/checkbox-list-input.stories.js'
import * as dates from '../../src/inputs/date/date-inputs.stories.js'
import * as emailUrl from '../../src/inputs/email-url-inputs.stories.js'
import * as geopoint from '../../src/inputs/geopoint-input.stories.js'
import * as select from '../../src/inputs/select-input.stories.js'
import * as slug from '../../src/inputs/slug-input.stories.js'
import {applyPatches} from '../../src/inputs/story-helpers.js'
import * as tags from '../../src/inputs/tags-input.stories.js'
import {set, setIfMissing, unset} from '../../src/patch/patches.js'
import {themed} from './helpers.js'

afterEach(cleanup)

const files = {checkboxList, dates, emailUrl, geopoint, select, slug, tags}

/** A story's render function as a component. */
const storyComponent = (story: StoryObj) => story.render as unknown as ComponentType

describe('input stories', () => {
  for (const [file, module] of Object.entries(files)) {
    for (const [name, story] of Object.entries(module)) {
      if (name === 'default') continue
      it(`${file}: ${name} renders without console errors`, () => {
        const errors = vi.spyOn(console, 'error')
        const Story = storyComponent(story as StoryObj)
        themed(<Story />)
        expect(errors).not.toHaveBeenCalled()
        errors.mockRestore()
      })
    }
  }

  it('apply the patches, so typing works', () => {
    const Story = storyComponent(slug.Editable)
    themed(<Story />)
    fireEvent.change(screen.getByLabelText('Title'), {target: {value: 'New title'}})
    fireEvent.change(screen.getByLabelText('Slug (from title)'), {target: {value: 'new-title'}})
    expect(screen.getByText(/"current": "new-title"/)).toBeTruthy()
    expect(within(document.body).getByDisplayValue('new-title')).toBeTruthy()
  })
})

describe('applyPatches (stories only)', () => {
  it('sets, unsets and creates objects on the way', () => {
    const doc = applyPatches({title: 'a'}, [
      setIfMissing({_type: 'slug'}, ['slug']),
      set('hello', ['slug', 'current']),
      set(['x', 'y'], ['tags']),
      unset(['title']),
      set(1, ['list', {_key: 'missing'}, 'n']),
    ])
    expect(doc).toEqual({slug: {_type: 'slug', current: 'hello'}, tags: ['x', 'y']})
  })
})
