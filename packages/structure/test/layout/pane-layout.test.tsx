// @vitest-environment jsdom
import {ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState, type ReactNode} from 'react'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
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

/** jsdom lays nothing out: the layout's ResizeObserver reports the widths a test gives it. */
const observers = new Set<ResizeObserverCallback>()
function reportWidth(width: number) {
  for (const callback of observers)
    callback([{contentRect: {width}} as ResizeObserverEntry], {} as ResizeObserver)
}
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        observers.add(this.callback)
      }
      unobserve() {}
      disconnect() {
        observers.delete(this.callback)
      }
    },
  )
})
afterEach(cleanup)
// The test files of a worker share globals (sharedModuleGraph): put the support's stub back.
afterAll(() => vi.unstubAllGlobals())

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

  it('renders the panes again only when a new width changes how they are laid out', async () => {
    const log: string[] = []
    await act(async () => {
      renderLayout([pane('content', 'list', 0), pane('post', 'list', 1), pane('doc-1', 'document', 2)], log)
    })
    const rendersAfterMount = log.length
    // The first report of a wide window lays the panes out as before it (issue 23: no re-render).
    await act(async () => reportWidth(1600))
    expect(log.length).toBe(rendersAfterMount)
    // Too narrow for two lists and a document: the first list collapses to a strip.
    await act(async () => reportWidth(900))
    expect(document.querySelector('[data-collapsed-pane="content"]')).toBeTruthy()
    expect(screen.queryByLabelText('filter content')).toBeNull()
    // A narrow screen shows the last pane alone.
    await act(async () => reportWidth(500))
    expect(screen.queryByLabelText('filter post')).toBeNull()
    expect(screen.getByLabelText('filter doc-1')).toBeTruthy()
    // Wide again: every pane is back.
    await act(async () => reportWidth(1600))
    for (const id of ['content', 'post', 'doc-1']) expect(screen.getByLabelText(`filter ${id}`)).toBeTruthy()
  })

  it('lays out panes that open later with the width reported before them', async () => {
    const log: string[] = []
    let update: (next: ResolvedPane[]) => void = () => undefined
    const three = [pane('content', 'list', 0), pane('post', 'list', 1), pane('doc-1', 'document', 2)]
    await act(async () => {
      update = renderLayout(three, log)
    })
    // 1,300 px fits two lists and a document: nothing to re-render.
    await act(async () => reportWidth(1300))
    expect(document.querySelector('[data-collapsed-pane]')).toBeNull()
    // A second document opens beside the first: four panes no longer fit, the first becomes a strip.
    await act(async () => update([...three, pane('author-1', 'document', 3)]))
    expect(document.querySelector('[data-collapsed-pane="content"]')).toBeTruthy()
    expect(screen.getByLabelText('filter author-1')).toBeTruthy()
  })
})
