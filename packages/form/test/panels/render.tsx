import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {render, type RenderResult} from '@testing-library/react'
import type {ReactNode} from 'react'

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList

const theme = buildTheme()

/** Renders inside the studio's theme and layers, as the form is. */
export const themed = (node: ReactNode): RenderResult =>
  render(
    <ThemeProvider theme={theme}>
      <LayerProvider>{node}</LayerProvider>
    </ThemeProvider>,
  )
