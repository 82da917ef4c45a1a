import {defineConfig, mergeConfig} from 'vitest/config'
import shared from '../tooling/vitest.package.js'

export default mergeConfig(shared, defineConfig({test: {testTimeout: 1_200_000, hookTimeout: 120_000}}))
