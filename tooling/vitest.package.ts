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
