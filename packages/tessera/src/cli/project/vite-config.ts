import type {InlineConfig} from 'vite'
import {lakeUrlDefine, type StudioViteOptions} from '../../vite-env.js'
import type {StudioProject} from './project.js'

/**
 * The Vite config the commands run a project with: the project's own `vite.config.*` (if any) merged
 * with React, the lake's URL, `lazyMotion` (the animation engine loads after boot),
 * `sharedCompilerRuntime` (one copy of React's compiler runtime), `modernRxjs` (rxjs's ES2015
 * build) and `silentDebug` (@sanity/mutator's `debug` never logs). Vite's own logging stays at warnings so the command's lines lead.
 */
export async function studioViteConfig(
  project: StudioProject,
  lake: StudioViteOptions,
): Promise<InlineConfig> {
  // Loaded when a command needs it, so `tessera --help` and the lake's commands start quickly.
  const [{default: react}, {lazyMotion, modernRxjs, sharedCompilerRuntime, silentDebug}] = await Promise.all([
    import('@vitejs/plugin-react'),
    import('@tessera/kit/vite'),
  ])
  return {
    root: project.root,
    configFile: project.viteConfigFile ?? false,
    plugins: [react(), lazyMotion(), sharedCompilerRuntime(), modernRxjs(), silentDebug()],
    define: lakeUrlDefine(lake),
    logLevel: 'warn',
    clearScreen: false,
    // React and styled-components pre-bundled once keeps the dev server's first load quick.
    optimizeDeps: {include: ['react', 'react-dom/client', 'styled-components']},
  }
}
