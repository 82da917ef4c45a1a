// @vitest-environment jsdom
import {act, cleanup, render, waitFor} from '@testing-library/react'
import {renderThemed} from './themed.js'
import {useEditState} from '@tessera/kit'
import type {CurrentUser, WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {
  DocumentStatusLine,
  useDocumentStatusSummary,
  DocumentStatusLineView,
  documentStatusSummary,
  formatAbsoluteTime,
} from '../../src/document/header/index.js'
import {relativeTimeRefreshMs} from '@tessera/kit'
import {startStructureLake, StructureTestWorkspace, type StructureTestLake} from '../support/workspace.js'

let lake: StructureTestLake
let kernel: WorkspaceKernel
let currentUser: CurrentUser

beforeAll(async () => {
  lake = await startStructureLake()
  ;({kernel, currentUser} = await lake.signIn('Ada Editor'))
  await lake.admin
    .transaction()
    .create({_id: 'post-published', _type: 'post', title: 'Published'})
    .create({_id: 'drafts.post-unpublished', _type: 'post', title: 'Draft only'})
    .create({_id: 'post-edited', _type: 'post', title: 'Before'})
    .create({_id: 'drafts.post-edited', _type: 'post', title: 'After'})
    .create({_id: 'note-live', _type: 'note', title: 'Live'})
    .commit()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})
afterAll(() => lake.stop())

function StatusOf({id, type}: {id: string; type: string}) {
  return <DocumentStatusLine summary={useDocumentStatusSummary(useEditState(id, type))} />
}

/** Renders the status line of a stored pair and waits until its edit state is ready. */
async function renderStatus(id: string, type = 'post') {
  render(
    <StructureTestWorkspace kernel={kernel} currentUser={currentUser}>
      <StatusOf id={id} type={type} />
    </StructureTestWorkspace>,
  )
  await waitFor(() => expect(document.querySelector('[data-document-status]')).not.toBeNull())
  const line = document.querySelector('[data-document-status]')!
  return {
    status: line.getAttribute('data-document-status'),
    text: [...line.querySelectorAll('[data-ui="Text"]:not([aria-hidden])')].map(
      (element) => element.textContent,
    ),
    dot: line.querySelector('[role="img"]')?.getAttribute('data-status') ?? null,
    times: [...line.querySelectorAll('time')].map((time) => time.getAttribute('title')),
  }
}

describe('DocumentStatusLine for stored documents', () => {
  it("published: 'Published just now' with a published dot", async () => {
    const shown = await renderStatus('post-published')
    expect(shown).toMatchObject({status: 'published', text: ['Published just now'], dot: 'published'})
  })

  it("unpublished: 'Not published' and 'Edited just now'", async () => {
    const shown = await renderStatus('post-unpublished')
    expect(shown).toMatchObject({
      status: 'unpublished',
      text: ['Not published', 'Edited just now'],
      dot: 'unpublished',
    })
  })

  it("edited: 'Edited just now' and 'Published just now'", async () => {
    const shown = await renderStatus('post-edited')
    expect(shown).toMatchObject({
      status: 'edited',
      text: ['Edited just now', 'Published just now'],
      dot: 'edited',
    })
  })

  it("new: 'New document' and no dot", async () => {
    const shown = await renderStatus('post-missing')
    expect(shown).toMatchObject({status: 'none', text: ['New document'], dot: null})
  })

  it("live edit: 'Published …' only, even beside a stray draft", async () => {
    await lake.admin.createOrReplace({_id: 'drafts.note-live', _type: 'note', title: 'Stray'})
    const shown = await renderStatus('note-live', 'note')
    expect(shown).toMatchObject({status: 'published', text: ['Published just now']})
  })

  it('gives each time as an absolute timestamp in its tooltip', async () => {
    const edited = await lake.admin.getDocument('drafts.post-edited')
    await renderStatus('post-edited')
    // The absolute time needs the page's first date formatter, so its tooltip comes once the page is
    // idle (within a second; a loaded machine took longer than the status itself).
    await waitFor(
      () =>
        expect(document.querySelector('[data-document-status] time')?.getAttribute('title')).toBe(
          `Edited ${formatAbsoluteTime(edited!._updatedAt, 'en-US')}`,
        ),
      {timeout: 5_000},
    )
  })
})

describe('DocumentStatusLineView', () => {
  const minutes = (count: number) => new Date(Date.now() - count * 60_000).toISOString()

  it('words older times relatively, and absolutely when asked', async () => {
    const editedAt = minutes(5)
    const publishedAt = minutes(2 * 24 * 60 + 1)
    const {container, rerender} = renderThemed(
      <DocumentStatusLineView status="edited" editedAt={editedAt} publishedAt={publishedAt} locale="en-US" />,
    )
    await waitFor(() => expect(container.textContent).toBe('Edited 5 minutes ago·Published 2 days ago'))
    rerender(
      <DocumentStatusLineView
        status="edited"
        editedAt={editedAt}
        publishedAt={publishedAt}
        locale="en-US"
        timeFormat="absolute"
      />,
    )
    expect(container.querySelector('time')?.textContent).toBe(
      `Edited ${formatAbsoluteTime(editedAt, 'en-US')}`,
    )
    expect(container.querySelector('time')?.getAttribute('title')).toBe('Edited 5 minutes ago')
  })

  it("shows a time once the page is idle when it needs the page's first formatter for its locale", async () => {
    // No other test words a time in Irish English: its formatters are not built yet.
    const {container} = renderThemed(
      <DocumentStatusLineView status="published" publishedAt={minutes(5)} locale="en-IE" />,
    )
    expect(container.textContent).toBe('Published ')
    expect(container.querySelector('time')?.hasAttribute('title')).toBe(false)
    // Once idle: within a second (AFTER_IDLE_TIMEOUT_MS), longer than waitFor's default on a loaded machine.
    await waitFor(() => expect(container.textContent).toBe('Published 5 minutes ago'), {timeout: 5_000})
    const title = `Published ${formatAbsoluteTime(minutes(5), 'en-IE')}`
    await waitFor(() => expect(container.querySelector('time')?.getAttribute('title')).toBe(title), {
      timeout: 5_000,
    })
    // Built now: the next line with this locale words its time at once.
    cleanup()
    const again = renderThemed(
      <DocumentStatusLineView status="published" publishedAt={minutes(7)} locale="en-IE" />,
    )
    expect(again.container.textContent).toBe('Published 7 minutes ago')
  })

  it("says 'just now' within 10 s (spec 002 §9), then counts seconds, then minutes, each within 5 s", () => {
    vi.useFakeTimers({now: new Date('2025-03-04T12:00:00Z')})
    const {container} = renderThemed(
      <DocumentStatusLineView status="published" publishedAt="2025-03-04T11:59:55Z" locale="en-US" />,
    )
    expect(container.textContent).toBe('Published just now')
    act(() => void vi.advanceTimersByTime(5_000))
    expect(container.textContent).toBe('Published 10 seconds ago')
    act(() => void vi.advanceTimersByTime(45_000))
    expect(container.textContent).toBe('Published 55 seconds ago')
    act(() => void vi.advanceTimersByTime(5_000))
    expect(container.textContent).toBe('Published 1 minute ago')
  })

  it('reads a time ahead of the local clock as now', () => {
    const {container} = renderThemed(
      <DocumentStatusLineView
        status="published"
        publishedAt={new Date(Date.now() + 5 * 60_000).toISOString()}
        locale="en-US"
      />,
    )
    expect(container.textContent).toBe('Published just now')
  })
})

describe('relative time refresh (spec 002 §9)', () => {
  const at = (ms: number) => relativeTimeRefreshMs(0, ms)
  it('is 5 s under a minute, 20 s for minutes, 1 min for hours, 1 h for days and longer', () => {
    expect(at(3_000)).toBe(5_000)
    expect(at(59_000)).toBe(5_000)
    expect(at(5 * 60_000)).toBe(20_000)
    expect(at(3 * 3_600_000)).toBe(60_000)
    expect(at(3 * 86_400_000)).toBe(3_600_000)
    expect(at(40 * 86_400_000)).toBe(3_600_000)
  })
})

describe('documentStatusSummary', () => {
  it('counts a local-only draft (no _updatedAt yet) as edited now; live edit ignores drafts', () => {
    expect(
      documentStatusSummary({draft: {_id: 'drafts.a', _type: 'post'}, published: null, liveEdit: false}, 42),
    ).toEqual({status: 'unpublished', editedAt: 42, publishedAt: undefined})
    expect(
      documentStatusSummary(
        {
          draft: {_id: 'drafts.a', _type: 'note'},
          published: {_id: 'a', _type: 'note', _updatedAt: 'x'},
          liveEdit: true,
        },
        42,
      ),
    ).toEqual({status: 'published', editedAt: undefined, publishedAt: 'x'})
  })
})
