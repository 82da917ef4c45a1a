import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {render} from '@testing-library/react'
import type {ReactNode} from 'react'

/** jsdom lacks matchMedia and ResizeObserver, which @sanity/ui and @dnd-kit use. */
export function installDomShims(): void {
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
}

const theme = buildTheme()

export function renderThemed(node: ReactNode): void {
  render(
    <ThemeProvider theme={theme}>
      <LayerProvider>{node}</LayerProvider>
    </ThemeProvider>,
  )
}
