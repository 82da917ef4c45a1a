import {defineConfig} from 'vitest/config'

/**
 * The vitest setup every package shares: tests beside the code or in `test/`, generous timeouts for
 * tests that start a real lake, and a JSON report that `scripts/test-summary.mjs` adds up.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: {json: '.test-results.json'},
  },
})

/**
 * For packages whose test files leave no state behind in modules they share (each file renders and
 * unmounts its own trees, starts and stops its own lakes, and restores timers and globals): the files
 * of one worker share one module graph instead of importing it again per file. Per-file isolation cost
 * these packages most of their run (form: 209 s alone with a setup that loads every lazy input per
 * file, 43 s without; core 105 → 37 s, structure 113 → 48 s, kit 62 → 23 s, store 135 → 97 s; the
 * lake's SQLite run 225 → 170 s; the dev studio's browser tests ~65 s of imports → 4 s). The umbrella
 * package stays isolated: it spawns processes and starts servers from module state.
 */
export const sharedModuleGraph = {isolate: false} as const
