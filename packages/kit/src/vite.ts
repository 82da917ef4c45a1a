import {readFile} from 'node:fs/promises'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

/** What a plugin's `resolveId` may ask of the bundler: to resolve another specifier. */
interface ResolveContext {
  resolve(source: string, importer?: string): Promise<{id: string} | null>
}

/**
 * The part of a Vite (Rolldown) plugin these need, so the kit does not depend on Vite: a build-only
 * `resolveId` that runs before the others.
 */
interface ResolvePlugin {
  name: string
  apply: 'build'
  enforce: 'pre'
  resolveId(
    this: ResolveContext,
    source: string,
    importer: string | undefined,
  ): string | undefined | Promise<{id: string} | string | null | undefined>
}

/**
 * A Vite plugin for production builds of a studio: @sanity/ui's `motion/react` imports get
 * `@tessera/kit/motion-lite`, whose `motion` components are plain elements until `<AnimationFeatures>`
 * (in every `<Studio>`) has loaded the animation engine after boot. About 50 KiB gzip less JavaScript
 * before a document is editable (40 the animation features, 12 the `m` components). Development builds
 * are left alone (bundle size does not matter there).
 */
export function lazyMotion(): ResolvePlugin {
  return swapImport('tessera:lazy-motion', 'motion/react', ['@sanity', 'ui'], '@tessera/kit/motion-lite')
}

/**
 * A build-only plugin that resolves `source`, when a file of the package `importerPackage` (its path
 * segments) imports it, to the kit's module `target`; other importers keep what Vite finds.
 */
function swapImport(name: string, source: string, importerPackage: string[], target: string): ResolvePlugin {
  // Through the package's own exports (not a path relative to this file), so it holds however dist is
  // laid out.
  const targetFile = fileURLToPath(import.meta.resolve(target))
  const inPackage = new RegExp(`[\\\\/]${importerPackage.join('[\\\\/]')}[\\\\/]`)
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId(requested, importer) {
      if (requested !== source || !importer) return undefined
      return inPackage.test(importer) ? targetFile : undefined
    },
  }
}

/**
 * A Vite plugin that points `react-compiler-runtime` (the compiler's runtime for React 17 and 18, which
 * react-rx imports) at React 19's own `react/compiler-runtime`, which @sanity/ui already uses: the same
 * `c` cache hook, without a second copy of it (~2.5 KiB gzip) in the studio's first load. Production
 * builds only, as `lazyMotion`.
 */
export function sharedCompilerRuntime(): ResolvePlugin {
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

/**
 * A Vite plugin for production builds of a studio: the `debug` that @sanity/mutator imports (to log
 * each mutation it applies when `localStorage.debug` asks) gets `@tessera/kit/silent-debug`, the same
 * API that never logs: `debug` and `ms` (~2.6 KiB gzip) leave the first load. Other importers of
 * `debug` keep it; development builds are left alone.
 */
export function silentDebug(): ResolvePlugin {
  return swapImport('tessera:silent-debug', 'debug', ['@sanity', 'mutator'], '@tessera/kit/silent-debug')
}

/** What `modernRxjs` reads of rxjs's package.json: its exports and their `es2015` builds. */
type PackageExports = Record<string, string | Record<string, string>>

/**
 * A Vite plugin for production builds of a studio: every `rxjs` import (`rxjs`, `rxjs/operators`,
 * `rxjs/internal/...`) gets rxjs's ES2015 build (its package's `es2015` export condition) instead of
 * its ES5 one, which spells classes and spreads with tslib's helpers: about 1.8 KiB gzip less in the
 * first load, the same rxjs. All of them or none (two builds would be two rxjs, and an Observable of
 * one is not an Observable of the other), each resolved from its importer's rxjs as before.
 * Development builds are left alone.
 */
export function modernRxjs(): ResolvePlugin {
  const exportsOf = new Map<string, Promise<PackageExports | undefined>>()
  const readExports = (packageJson: string) => {
    let read = exportsOf.get(packageJson)
    if (!read) {
      read = readFile(packageJson, 'utf8').then(
        (text) => (JSON.parse(text) as {exports?: PackageExports}).exports,
        () => undefined,
      )
      exportsOf.set(packageJson, read)
    }
    return read
  }
  return {
    name: 'tessera:modern-rxjs',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'rxjs' && !source.startsWith('rxjs/')) return undefined
      const packageJson = await this.resolve('rxjs/package.json', importer)
      if (!packageJson) return undefined
      const exports = await readExports(packageJson.id)
      const target = exports && es2015Target(exports, source === 'rxjs' ? '.' : `.${source.slice(4)}`)
      return target === undefined ? undefined : join(dirname(packageJson.id), target)
    },
  }
}

/** The `es2015` file of an export (`./operators`, or `./internal/*` with its `*` filled in). */
function es2015Target(exports: PackageExports, subpath: string): string | undefined {
  const exact = exports[subpath]
  if (typeof exact === 'object') return exact.es2015
  for (const [pattern, entry] of Object.entries(exports)) {
    const star = pattern.indexOf('*')
    if (star < 0 || typeof entry !== 'object' || !entry.es2015) continue
    const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)]
    if (
      subpath.startsWith(before) &&
      subpath.endsWith(after) &&
      subpath.length >= before.length + after.length
    ) {
      return entry.es2015.replace('*', subpath.slice(before.length, subpath.length - after.length))
    }
  }
  return undefined
}
