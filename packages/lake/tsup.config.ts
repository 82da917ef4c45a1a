import {packageBuild} from '../../tooling/tsup.package.js'

// The lake also ships its command-line entry, for Node only.
export default packageBuild({
  entry: ['src/index.ts', 'src/cli/main.ts'],
  dts: {entry: 'src/index.ts'},
  target: 'node20',
  platform: 'node',
})
