// @vitest-environment jsdom
import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {INSPECT_MESSAGES, InspectDialog} from '../../src/document/inspect/index.js'
import {renderThemed} from './themed.js'

afterEach(cleanup)

const draft = {_id: 'drafts.post-1', _type: 'post', title: 'Edited title'}
const published = {_id: 'post-1', _type: 'post', title: 'Published title'}

/** The JSON the dialog shows, parsed back. */
const shownJson = () => JSON.parse(screen.getByTestId('inspect-json').textContent ?? 'null') as unknown

describe('InspectDialog', () => {
  it('shows the draft first, and the published version on its own tab', () => {
    renderThemed(
      <InspectDialog
        documentId="post-1"
        title="Edited title"
        draft={draft}
        published={published}
        onClose={() => {}}
      />,
    )
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Inspect: Edited title')).toBeTruthy()
    expect(shownJson()).toEqual(draft)
    fireEvent.click(within(dialog).getByRole('tab', {name: INSPECT_MESSAGES['tab.published']}))
    expect(shownJson()).toEqual(published)
  })

  it('shows the one version there is, without tabs, and says when there is none', () => {
    renderThemed(
      <InspectDialog
        documentId="post-1"
        title="Published title"
        draft={null}
        published={published}
        onClose={() => {}}
      />,
    )
    expect(screen.queryByRole('tab')).toBeNull()
    expect(shownJson()).toEqual(published)
    cleanup()
    renderThemed(
      <InspectDialog documentId="new" title="New Post" draft={null} published={null} onClose={() => {}} />,
    )
    expect(screen.getByText(INSPECT_MESSAGES.empty)).toBeTruthy()
  })

  it('closes with Escape', () => {
    let closed = 0
    renderThemed(
      <InspectDialog documentId="post-1" title="t" draft={draft} published={null} onClose={() => closed++} />,
    )
    fireEvent.keyDown(screen.getByRole('dialog'), {key: 'Escape'})
    expect(closed).toBe(1)
  })
})
