import '@sanity/ui/styles.css'
import {LayerProvider, PortalProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {ToastProvider} from '@sanity/ui/toast'
import type {Decorator, Preview} from '@storybook/react-vite'
import {configure} from 'storybook/test'
import {useMemo, useState, type ReactNode} from 'react'
import {ColorSchemeContext} from '../../packages/core/src/studio/colour-scheme/color-scheme-context.js'
import type {ColorSchemeSetting} from '../../packages/core/src/studio/colour-scheme/types.js'
import {RouterContext} from '../../packages/core/src/studio/router/router-context.js'
import type {StudioRouter} from '../../packages/core/src/studio/router/types.js'

const theme = buildTheme()

// Play functions wait for what lazily loaded code renders (the rich-text editor, dialogs): the library's
// one second is too short on a loaded 2-core CI machine, where the narrow toolbar story once missed it.
configure({asyncUtilTimeout: 10_000})

/** A router that keeps the location in state, so links in stories move without leaving the story. */
function MemoryRouter({children}: {children: ReactNode}) {
  const [pathname, setPathname] = useState('/blog/structure')
  const router = useMemo<StudioRouter>(
    () => ({pathname, search: '', hash: '', navigate: (path) => setPathname(path)}),
    [pathname],
  )
  return <RouterContext value={router}>{children}</RouterContext>
}

function Providers({scheme, children}: {scheme: 'light' | 'dark'; children: ReactNode}) {
  const [setting, setSetting] = useState<ColorSchemeSetting>(scheme)
  const shown = setting === 'system' ? scheme : setting
  const colorScheme = useMemo(() => ({setting, scheme: shown, setSetting}), [setting, shown])
  return (
    <ThemeProvider theme={theme} scheme={shown}>
      <LayerProvider>
        <PortalProvider>
          <ToastProvider>
            <ColorSchemeContext value={colorScheme}>
              <MemoryRouter>{children}</MemoryRouter>
            </ColorSchemeContext>
          </ToastProvider>
        </PortalProvider>
      </LayerProvider>
    </ThemeProvider>
  )
}

const withStudioProviders: Decorator = (Story, context) => (
  <Providers scheme={context.globals.scheme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </Providers>
)

const preview: Preview = {
  decorators: [withStudioProviders],
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {title: 'Scheme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true},
    },
  },
  initialGlobals: {scheme: 'light'},
  parameters: {
    viewport: {
      options: {
        narrow: {name: 'Navbar step 1 (360 px)', styles: {width: '360px', height: '800px'}},
        medium: {name: 'Navbar step 2 (800 px)', styles: {width: '800px', height: '800px'}},
        wide: {name: 'Navbar step 3+ (1400 px)', styles: {width: '1400px', height: '900px'}},
      },
    },
  },
}

export default preview
