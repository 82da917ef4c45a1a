import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {render, type RenderResult} from '@testing-library/react'
import type {ReactNode} from 'react'

/** jsdom lacks matchMedia and ResizeObserver, which @sanity/ui and @dnd-kit use; importing installs them. */
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }) as unknown as MediaQueryList
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const theme = buildTheme()

/** Renders inside the studio's theme and layers, as the form is. */
export const themed = (node: ReactNode): RenderResult =>
  render(
    <ThemeProvider theme={theme}>
      <LayerProvider>{node}</LayerProvider>
    </ThemeProvider>,
  )
