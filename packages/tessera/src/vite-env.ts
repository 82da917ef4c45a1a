/** How a studio's code learns its lake's address (no Vite import: the command loads this at start). */

/**
 * The global a served page may set (before the studio's script) to point the studio at another lake
 * than the one given at build time: `tessera start` does, so one build runs behind any host and port.
 */
export const LAKE_URL_GLOBAL = '__TESSERA_LAKE_URL__'

export const DEFAULT_LAKE_URL = 'http://localhost:3334'

export interface StudioViteOptions {
  /** The lake the studio talks to (`import.meta.env.TESSERA_LAKE_URL`). Default http://localhost:3334. */
  lakeUrl?: string
  /** Whether the page may override `lakeUrl` at run time through `window.__TESSERA_LAKE_URL__`. */
  runtimeLakeUrl?: boolean
}

/** What `import.meta.env.TESSERA_LAKE_URL` is replaced with in a studio's code. */
export function lakeUrlDefine({lakeUrl = DEFAULT_LAKE_URL, runtimeLakeUrl = false}: StudioViteOptions = {}) {
  const literal = JSON.stringify(lakeUrl)
  return {
    'import.meta.env.TESSERA_LAKE_URL': runtimeLakeUrl
      ? `(globalThis.${LAKE_URL_GLOBAL} ?? ${literal})`
      : literal,
  }
}
