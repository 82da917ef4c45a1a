import {mergeConfig} from 'vitest/config'
import shared, {sharedModuleGraph} from '../tooling/vitest.package.js'

// Each browser test file starts its own lake, studio server and Chromium: one file at a time, so a
// 2-core CI machine is not asked to run two studios at once. They serve one production build of the
// studio, made before the first file (test/support/global-setup.ts). A poll for what the lake holds
// after typing waits up to 5 s rather than vitest's 1 s: the commit goes after the key's frame, then
// the write and its listen event, and on a loaded CI machine that once took longer than a second.
// The files share one module graph (playwright, the lake, the stack's scripts): importing it again per
// file took ~65 s of a CI run. Each file starts and stops its own stack from its own hooks.
// A failed browser test runs once more (TESSERA_TEST_RETRY sets how often; 0 for none): CI keeps only
// the log's tail, and a test that fails once on a loaded machine and then passes is reported by name,
// with its first error, by scripts/test-summary.mjs ("passed on a retry"), to be fixed, not hidden.
export default mergeConfig(shared, {
  test: {
    ...sharedModuleGraph,
    fileParallelism: false,
    globalSetup: ['test/support/global-setup.ts'],
    expect: {poll: {timeout: 5_000}},
    retry: Number(process.env.TESSERA_TEST_RETRY ?? 1),
  },
})
