// @vitest-environment jsdom
import type {StoryObj} from '@storybook/react-vite'
import {act, cleanup, fireEvent, screen, within} from '@testing-library/react'
import type {ComponentType} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import * as stories from '../../src/inputs/reference/reference-input.stories.js'
import {themed} from './helpers.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const storyComponent = (story: StoryObj) => story.render as unknown as ComponentType<Record<string, unknown>>

/** A story as the storybook shows it: its render function with its args. */
function renderStory(story: StoryObj<Record<string, unknown>>) {
  const Story = storyComponent(story as StoryObj)
  return themed(<Story {...(story.args ?? {})} />)
}

/** The field's block in the story form, by its label. */
const fieldBlock = (label: string) =>
  screen
    .getAllByText(label)
    .map((element) => element.closest('label'))
    .find(Boolean)?.parentElement as HTMLElement

describe('reference input stories', () => {
  for (const [name, story] of Object.entries(stories)) {
    if (name === 'default') continue
    it(`${name} renders without console errors`, () => {
      const errors = vi.spyOn(console, 'error')
      renderStory(story as StoryObj<Record<string, unknown>>)
      expect(errors).not.toHaveBeenCalled()
      errors.mockRestore()
    })
  }

  it('shows each state in the words of the spec and ours', () => {
    renderStory(stories.MissingOrUnreadableTarget)
    expect(within(fieldBlock('Author')).getByText('Document unavailable')).toBeTruthy()
    expect(within(fieldBlock('Author')).getByTestId('reference-unavailable').dataset.reason).toBe(
      'PERMISSION_DENIED',
    )
    expect(
      within(fieldBlock('Editor (weak)')).getByText('The referenced document no longer exists'),
    ).toBeTruthy()
    cleanup()

    renderStory(stories.Weak)
    expect(within(fieldBlock('Author')).getByText('Reference strength mismatch')).toBeTruthy()
    expect(within(fieldBlock('Author')).getByRole('button', {name: 'Make the reference strong'})).toBeTruthy()
    expect(
      within(fieldBlock('Editor (weak)')).getByRole('button', {name: 'Make the reference weak'}),
    ).toBeTruthy()
    cleanup()

    renderStory(stories.DraftOnlyTarget)
    expect(within(fieldBlock('Author')).getByTestId('reference-pending-strengthen')).toBeTruthy()
    expect(within(fieldBlock('Author')).getByTestId('reference-status').textContent).toBe('Draft')
    cleanup()

    renderStory(stories.InfoLoadFailed)
    expect(within(fieldBlock('Author')).getByText('Failed to load referenced document')).toBeTruthy()
    expect(within(fieldBlock('Author')).getByText('The lake did not answer (503)')).toBeTruthy()
  })

  it('clears a cross-dataset value from the feature-disabled warning', () => {
    renderStory(stories.CrossDatasetDisabled)
    const guest = fieldBlock('Guest author (another dataset)')
    expect(within(guest).getByText('Cross-dataset references are not enabled')).toBeTruthy()
    fireEvent.click(within(guest).getByRole('button', {name: 'Clear'}))
    expect(screen.getByText(/Last patches/).textContent).toContain('"type":"unset","path":["guest"]')
    // Nothing left to clear: the warning stays, without its button; no search is offered.
    expect(
      within(fieldBlock('Guest author (another dataset)')).queryByRole('button', {name: 'Clear'}),
    ).toBeNull()
    expect(
      within(fieldBlock('Guest author (another dataset)')).queryByTestId('reference-search-input'),
    ).toBeNull()
  })

  it('picks a cross-dataset target with _dataset and _projectId, and schema strength only', async () => {
    vi.useFakeTimers()
    renderStory(stories.Empty)
    const guest = fieldBlock('Guest author (another dataset)')
    const input = within(guest).getByTestId('reference-search-input')
    fireEvent.focus(input)
    fireEvent.change(input, {target: {value: 'alan'}})
    // The debounce, then the story search's own delay.
    await act(async () => vi.advanceTimersByTimeAsync(700))
    fireEvent.click(within(guest).getByRole('option'))
    expect(screen.getByText(/Last patches/).textContent).toContain(
      JSON.stringify({
        type: 'set',
        path: ['guest'],
        value: {_type: 'crossDatasetReference', _ref: 'author-alan', _dataset: 'blog', _projectId: 'story'},
      }),
    )
  })
})
