import {readFileSync} from 'node:fs'
import {mergeConfig} from 'vitest/config'
import shared, {sharedModuleGraph} from '../../tooling/vitest.package.js'

// Tests run the sources: the version the build defines (tsup.config.ts) is defined here the same way.
const {version} = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

export default mergeConfig(shared, {
  define: {__TESSERA_VERSION__: JSON.stringify(version)},
  test: {...sharedModuleGraph, setupFiles: ['test/setup/testing-library.ts']},
})
