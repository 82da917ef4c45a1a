import {mergeConfig} from 'vitest/config'
import shared, {sharedModuleGraph} from '../../tooling/vitest.package.js'

export default mergeConfig(shared, {
  test: {...sharedModuleGraph, setupFiles: ['test/setup/testing-library.ts']},
})
