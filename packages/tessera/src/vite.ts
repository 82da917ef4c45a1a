import {lazyMotion, modernRxjs, sharedCompilerRuntime, silentDebug} from '@tessera/kit/vite'
import react from '@vitejs/plugin-react'
import type {PluginOption} from 'vite'
import {lakeUrlDefine, type StudioViteOptions} from './vite-env.js'

export {defineConfig} from 'vite'
export {DEFAULT_LAKE_URL, LAKE_URL_GLOBAL, lakeUrlDefine, type StudioViteOptions} from './vite-env.js'

/**
 * The Vite plugins a studio needs, for apps that run Vite themselves (the `tessera` command adds them
 * on its own): React, the lake's URL as `import.meta.env.TESSERA_LAKE_URL`, and `lazyMotion` (in
 * production builds the animation engine of @sanity/ui loads after boot) with `sharedCompilerRuntime`
 * (one copy of React's compiler runtime), `modernRxjs` (rxjs's ES2015 build) and `silentDebug`
 * (@sanity/mutator's `debug` never logs).
 */
export function tesseraStudio(options: StudioViteOptions = {}): PluginOption[] {
  return [
    react(),
    lazyMotion(),
    sharedCompilerRuntime(),
    modernRxjs(),
    silentDebug(),
    {
      name: 'tessera:lake-url',
      config: () => ({define: lakeUrlDefine(options)}),
    },
  ]
}
