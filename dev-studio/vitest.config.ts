import {mergeConfig} from 'vitest/config'
import shared from '../tooling/vitest.package.js'

// Each browser test file starts its own lake, Vite server and Chromium: one file at a time, so a
// 2-core CI machine is not asked to run two studios at once.
export default mergeConfig(shared, {test: {fileParallelism: false}})
