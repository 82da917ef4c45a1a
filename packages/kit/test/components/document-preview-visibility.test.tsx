// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {act, cleanup, render, screen} from '@testing-library/react'
import type {WorkspaceKernel} from '@tessera/store'
import type {ReactNode} from 'react'
import {afterAll, afterEach, beforeAll, expect, it} from 'vitest'
import {DocumentPreview} from '../../src/components/preview/document-preview.js'
import {PREVIEW_HIDE_DELAY_MS, PREVIEW_VISIBILITY_MARGIN_PX} from '../../src/hooks/use-visibility.js'
import {startLake, type TestLake} from '../support/lake.js'
import {createTestKernel, workspaceWrapper} from '../support/workspace.js'
import '../support/match-media.js'

// jsdom lays nothing out, so it has no IntersectionObserver: this one is told by the test what is in
// view, as the browser's would be by scrolling.
class ScrolledIntersectionObserver {
  static instances: ScrolledIntersectionObserver[] = []
  readonly elements: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ScrolledIntersectionObserver.instances.push(this)
  }
  observe(element: Element) {
    this.elements.push(element)
  }
  disconnect() {}
  scroll(inView: boolean) {
    const entries = this.elements.map(
      (target) => ({isIntersecting: inView, target}) as IntersectionObserverEntry,
    )
    act(() => this.callback(entries, this as unknown as IntersectionObserver))
  }
}

let lake: TestLake
let kernel: WorkspaceKernel

beforeAll(async () => {
  globalThis.IntersectionObserver = ScrolledIntersectionObserver as unknown as typeof IntersectionObserver
  lake = await startLake()
  kernel = createTestKernel(lake.url, (await lake.user('Ada Editor')).token)
})
afterEach(cleanup)
afterAll(async () => {
  kernel.dispose()
  await lake.stop()
  delete (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The test kernel's workspace with @sanity/ui's theme, as the studio puts previews. */
function themedWorkspace() {
  const Workspace = workspaceWrapper(kernel)
  const theme = buildTheme()
  return function ThemedWorkspace({children}: {children: ReactNode}) {
    return (
      <Workspace>
        <ThemeProvider theme={theme}>
          <LayerProvider>{children}</LayerProvider>
        </ThemeProvider>
      </Workspace>
    )
  }
}

it('follows the document only near the viewport (150 px), and lets go 2 s after it leaves (spec 002 §9)', async () => {
  await lake.admin.createOrReplace({_id: 'seen', _type: 'post', title: 'First'})
  const wrapper = themedWorkspace()
  render(<DocumentPreview documentId="seen" schemaType="post" />, {wrapper})
  const observer = ScrolledIntersectionObserver.instances.at(-1)!
  expect(observer.options.rootMargin).toBe(`${PREVIEW_VISIBILITY_MARGIN_PX}px`)
  // Not in view yet: nothing is fetched.
  await sleep(300)
  expect(screen.queryByText('First')).toBeNull()

  observer.scroll(true)
  expect(await screen.findByText('First')).toBeTruthy()

  // Scrolled away for longer than the hide delay: the preview keeps its text but stops following.
  expect(PREVIEW_HIDE_DELAY_MS).toBe(2000)
  observer.scroll(false)
  await sleep(PREVIEW_HIDE_DELAY_MS + 200)
  await lake.admin.patch('seen').set({title: 'Second'}).commit()
  await sleep(1500)
  expect(screen.getByText('First')).toBeTruthy()

  // Back in view: it follows again.
  observer.scroll(true)
  expect(await screen.findByText('Second')).toBeTruthy()
}, 20_000)

it('paints from the values a query brought, before any fetch, and the live values take over unseen', async () => {
  await lake.admin.createOrReplace({_id: 'found', _type: 'post', title: 'Found'})
  const wrapper = themedWorkspace()
  const {container} = render(
    <DocumentPreview
      documentId="found"
      schemaType="post"
      initialValues={{_id: 'found', _type: 'post', title: 'Found'}}
    />,
    {wrapper},
  )
  // Out of view (nothing observed, nothing fetched), the search's values show at once.
  const title = screen.getByText('Found')
  const painted = container.innerHTML

  // In view: the live values (the same) replace them without a change on screen.
  ScrolledIntersectionObserver.instances.at(-1)!.scroll(true)
  await sleep(800)
  expect(screen.getByText('Found')).toBe(title)
  expect(container.innerHTML).toBe(painted)
  // And it follows the document from then on.
  await lake.admin.patch('found').set({title: 'Found again'}).commit()
  expect(await screen.findByText('Found again', {}, {timeout: 5000})).toBeTruthy()
}, 20_000)
