import {packageBuild} from '../../tooling/tsup.package.js'

// The lake also ships its command-line entry and a test helper (`@tessera/lake/testing`), for Node only.
export default packageBuild({
  entry: ['src/index.ts', 'src/testing/index.ts', 'src/cli/main.ts'],
  dts: {entry: ['src/index.ts', 'src/testing/index.ts']},
  target: 'node20',
  platform: 'node',
})
