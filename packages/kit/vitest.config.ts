import {mergeConfig} from 'vitest/config'
import shared from '../../tooling/vitest.package.js'

export default mergeConfig(shared, {test: {setupFiles: ['test/setup/testing-library.ts']}})
