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

export default packageBuild()
