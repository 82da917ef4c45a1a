import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {render, type RenderResult} from '@testing-library/react'
import type {ReactNode} from 'react'
// Importing the workspace support installs jsdom's missing matchMedia and ResizeObserver.
import '../support/workspace.js'

const theme = buildTheme()

function Themed({children}: {children?: ReactNode}) {
  return (
    <ThemeProvider theme={theme}>
      <LayerProvider>{children}</LayerProvider>
    </ThemeProvider>
  )
}

/** Renders presentational header parts without a workspace: only the theme and layers they need. */
export function renderThemed(node: ReactNode): RenderResult {
  return render(node, {wrapper: Themed})
}
