import {fileURLToPath} from 'node:url'

/** The part of a Vite (Rolldown) plugin this needs, so the kit does not depend on Vite. */
interface ResolvePlugin {
  name: string
  apply: 'build'
  enforce: 'pre'
  resolveId(source: string, importer: string | undefined): string | undefined
}

/**
 * A Vite plugin for production builds of a studio: @sanity/ui's `motion/react` imports get
 * `@tessera/kit/motion-lite`, whose `motion` components are plain elements until `<AnimationFeatures>`
 * (in every `<Studio>`) has loaded the animation engine after boot. About 50 KiB gzip less JavaScript
 * before a document is editable (40 the animation features, 12 the `m` components). Development builds
 * are left alone (bundle size does not matter there).
 */
export function lazyMotion(): ResolvePlugin {
  // Through the package's own exports (not a path relative to this file), so it holds however dist is
  // laid out.
  const motionLite = fileURLToPath(import.meta.resolve('@tessera/kit/motion-lite'))
  return {
    name: 'tessera:lazy-motion',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'motion/react' || !importer) return undefined
      const fromSanityUi = /[\\/]@sanity[\\/]ui[\\/]/.test(importer)
      return fromSanityUi ? motionLite : undefined
    },
  }
}

/**
 * A Vite plugin that points `react-compiler-runtime` (the compiler's runtime for React 17 and 18, which
 * react-rx imports) at React 19's own `react/compiler-runtime`, which @sanity/ui already uses: the same
 * `c` cache hook, without a second copy of it (~2.5 KiB gzip) in the studio's first load. Production
 * builds only, as `lazyMotion`.
 */
export function sharedCompilerRuntime(): {
  name: string
  apply: 'build'
  enforce: 'pre'
  resolveId(
    this: {resolve(source: string, importer?: string): Promise<unknown>},
    source: string,
    importer: string | undefined,
  ): Promise<unknown> | undefined
} {
  return {
    name: 'tessera:shared-compiler-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-compiler-runtime') return undefined
      return this.resolve('react/compiler-runtime', importer)
    },
  }
}
