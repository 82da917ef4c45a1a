// The stylesheet of @sanity/ui: CSS for bundlers (its "style"/"browser" export), a no-op module in Node.
import '@sanity/ui/styles.css'
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {AnimationFeatures, LazyToastProvider} from '@tessera/kit'
import {useEffect, useMemo, type ReactNode} from 'react'
import type {StudioConfig} from '../config/types.js'
import {resolveConfig} from '../resolve/resolve-config.js'
import type {ResolveConfigResult} from '../resolve/types.js'
import {validateStudioBasePath} from '../validation/validate-base-paths.js'
import {createAuthStoreCache} from './boot/auth-stores.js'
import {createKernelHeadStart, warmWorkspace} from './boot/kernel-head-start.js'
import {ScreenLocale} from './boot/screen-locale.js'
import {StudioRoot} from './boot/studio-root.js'
import {ColorSchemeProvider} from './colour-scheme/color-scheme-provider.js'
import {StudioContext, type StudioContextValue} from './context/studio-context.js'
import {UncaughtErrorToasts} from './errors/uncaught-error-toasts.js'
import {createBrowserHistory, type StudioHistory} from './router/history.js'
import {RouterProvider} from './router/router-provider.js'
import {buildStudioTheme} from './theme/studio-theme.js'

/** The toasts' layer offset, inside the spec's range of 100 to 11000. */
export const TOAST_Z_OFFSET = 11000
/**
 * Toasts stack bottom right, lifted by this step of the space scale (84 px) so they clear a document
 * pane's footer: a 'Published' toast must not cover the Publish button it answers.
 */
export const TOAST_PADDING_Y = 7

const theme = buildStudioTheme()

export interface StudioProps {
  config: StudioConfig
  /** Where the studio is mounted, e.g. '/studio' (default: the root). */
  basePath?: string
  /** Forces the colour scheme; otherwise the user's choice (system, dark or light) applies. */
  scheme?: 'dark' | 'light'
  /** The location source: the browser's history by default; `createMemoryHistory()` in tests. */
  history?: StudioHistory
  /**
   * Whether the navbar offers the configuration issues dialog (spec 000 §2.4: wide screens, when a
   * flag is set). By default in development builds only (`process.env.NODE_ENV` is not
   * 'production'): the schema's warnings are for the developer, not for editors.
   */
  configIssues?: boolean
}

/**
 * A development build. Written as the literal `process.env.NODE_ENV`, which bundlers replace (Vite
 * with "production" in a build); where nothing replaced it and there is no `process`, development.
 */
function isDevelopmentBuild(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return true
  }
}

/** A stable name for this studio's local-storage keys: its first project and its base path. */
function studioStorageKey(config: StudioConfig, basePath: string): string {
  const first = Array.isArray(config) ? config[0] : config
  return `${first?.projectId ?? 'studio'}${basePath}`
}

/** The whole studio: mount it in a React app (`<Studio config={config} />`) or use `renderStudio`. */
export function Studio({
  config,
  basePath = '',
  scheme,
  history,
  configIssues = isDevelopmentBuild(),
}: StudioProps) {
  const resolved = useMemo((): ResolveConfigResult => {
    // Where the whole studio is mounted (spec 000 §5): a string starting with '/'; none is the root.
    const basePathProblems = basePath === '' ? [] : validateStudioBasePath(basePath)
    if (basePathProblems.length === 0) return resolveConfig(config)
    return {
      workspaces: [],
      failedWorkspaces: [],
      problems: basePathProblems.map(({code, ...rest}) => ({
        kind: 'config',
        severity: 'error',
        code,
        ...rest,
      })),
    }
  }, [config, basePath])
  const studioHistory = useMemo(() => history ?? createBrowserHistory(), [history])
  const authStores = useMemo(() => createAuthStoreCache(), [])
  const kernelHeadStart = useMemo(() => createKernelHeadStart(), [])
  useEffect(() => {
    const releaseKernels = kernelHeadStart.hold()
    const releaseAuthStores = authStores.hold()
    return () => {
      releaseKernels()
      releaseAuthStores()
    }
  }, [authStores, kernelHeadStart])
  // An invalid basePath (not even a string, from plain JavaScript) mounts nothing but the error screen.
  const normalizedBase = typeof basePath !== 'string' || basePath === '/' ? '' : basePath.replace(/\/+$/, '')
  const storageKey = studioStorageKey(config, normalizedBase)
  // The sign-in check of the workspace the URL opens goes out now, before this render computes the
  // theme's colours and the shell (tens of ms): its answer is back by the time the gate asks for it,
  // and the workspace's kernel is made as that answer comes, before React renders the workspace.
  warmWorkspace(
    authStores,
    kernelHeadStart,
    resolved.workspaces,
    normalizedBase,
    studioHistory.location.pathname,
  )

  const studio = useMemo<StudioContextValue>(
    () => ({
      workspaces: resolved.workspaces,
      failedWorkspaces: resolved.failedWorkspaces,
      problems: resolved.problems,
      configIssues,
      basePath: normalizedBase,
      storageKey,
      authStoreFor: authStores.get,
      kernelHeadStart,
    }),
    [resolved, configIssues, normalizedBase, storageKey, authStores, kernelHeadStart],
  )

  return (
    <AnimationFeatures>
      <ColorSchemeProvider storageKey={storageKey} scheme={scheme}>
        {(colorScheme): ReactNode => (
          <ThemeProvider theme={theme} scheme={colorScheme}>
            <LayerProvider>
              {/* @sanity/ui's toasts, their code loaded with the first toast (issue 23). */}
              <LazyToastProvider zOffset={TOAST_Z_OFFSET} paddingY={TOAST_PADDING_Y}>
                {/* Errors can come from anywhere: the first workspace's language, as screens about no one workspace. */}
                <ScreenLocale
                  source={resolved.workspaces[0] ?? resolved.failedWorkspaces[0]}
                  placeholder={<UncaughtErrorToasts />}
                >
                  <UncaughtErrorToasts />
                </ScreenLocale>
                <StudioContext value={studio}>
                  <RouterProvider history={studioHistory}>
                    <StudioRoot />
                  </RouterProvider>
                </StudioContext>
              </LazyToastProvider>
            </LayerProvider>
          </ThemeProvider>
        )}
      </ColorSchemeProvider>
    </AnimationFeatures>
  )
}
