import {defineConfig, type Options} from 'tsup'

/** The build every package shares: ESM with declarations from `src/index.ts` (plus extra entries). */
export function packageBuild(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    clean: true,
    target: 'es2022',
    ...overrides,
  })
}

/**
 * The build of a package that studios bundle for the browser: every source file becomes a file of its
 * own in dist (dist mirrors src), declarations come from the package's entries (`entries`).
 *
 * Why not one bundled file: an app's bundler places code by module. A package bundled into one file
 * (or into chunks of many modules) is one module to it, so code that only an on-demand part of a studio
 * uses (the review panel's history, a dialog, a date input's calendar) lands in the first chunk with
 * the rest of that file whenever anything in the first chunk imports the package. Kept as modules, it
 * follows the `import()` that needs it.
 */
export function modulePackageBuild(
  entries: string[] | Record<string, string> = ['src/index.ts'],
  overrides: Options = {},
) {
  return defineConfig({
    entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/**/*.stories.tsx'],
    bundle: false,
    format: ['esm'],
    dts: {entry: entries},
    clean: true,
    target: 'es2022',
    ...overrides,
  })
}

export default packageBuild()
