// @vitest-environment jsdom
import {ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState, type ReactNode} from 'react'
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import type {PaneNode} from '../../src/builder/types.js'
import {PaneLayout} from '../../src/layout/pane-layout.js'
import type {ResolvedPane} from '../../src/panes/resolve-panes.js'
import '../support/workspace.js'

const theme = buildTheme()

function pane(id: string, type: 'list' | 'document', depth: number): ResolvedPane {
  return {key: `${depth}-${id}`, depth, node: {type, id, title: id} as unknown as PaneNode}
}

/** A pane's content that logs its renders and keeps some state of its own (a draft of a filter). */
function PaneContent({id, log}: {id: string; log: string[]}) {
  const [filter, setFilter] = useState('')
  log.push(id)
  return (
    <input aria-label={`filter ${id}`} value={filter} onChange={(event) => setFilter(event.target.value)} />
  )
}

function renderLayout(panes: ResolvedPane[], log: string[]): (next: ResolvedPane[]) => void {
  const ui = (current: ResolvedPane[]): ReactNode => (
    <ThemeProvider theme={theme}>
      <PaneLayout
        panes={current}
        renderPane={(resolved) => <PaneContent id={resolved.node.id} log={log} />}
        onBack={() => undefined}
      />
    </ThemeProvider>
  )
  const {rerender} = render(ui(panes))
  return (next) => rerender(ui(next))
}

beforeAll(() => {
  // Wide enough for lists beside a document (jsdom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({width: 1600} as DOMRect)
})
afterEach(cleanup)

describe('PaneLayout', () => {
  it('renders the last pane first and the panes before it after (opening a document by its URL)', async () => {
    const log: string[] = []
    await act(async () => {
      renderLayout([pane('content', 'list', 0), pane('post', 'list', 1), pane('doc-1', 'document', 2)], log)
    })
    expect(log[0]).toBe('doc-1')
    expect(log.indexOf('content')).toBeGreaterThan(log.indexOf('doc-1'))
    expect(log.indexOf('post')).toBeGreaterThan(log.indexOf('doc-1'))
    for (const id of ['content', 'post', 'doc-1']) expect(screen.getByLabelText(`filter ${id}`)).toBeTruthy()
  })

  it('keeps a pane’s content (and its state) when another pane opens after it', async () => {
    const log: string[] = []
    let update: (next: ResolvedPane[]) => void = () => undefined
    await act(async () => {
      update = renderLayout([pane('content', 'list', 0), pane('post', 'list', 1)], log)
    })
    fireEvent.change(screen.getByLabelText('filter post'), {target: {value: 'draft'}})
    await act(async () => {
      update([pane('content', 'list', 0), pane('post', 'list', 1), pane('doc-1', 'document', 2)])
    })
    expect((screen.getByLabelText('filter post') as HTMLInputElement).value).toBe('draft')
    expect(screen.getByLabelText('filter doc-1')).toBeTruthy()
  })
})
