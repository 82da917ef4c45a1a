import {packageBuild} from '../../tooling/tsup.package.js'

// One entry per subpath: they re-export the @tessera/* packages, which stay external.
const subpaths = [
  'index',
  'structure',
  'search',
  'form',
  'schema',
  'kit',
  'store',
  'types',
  'lake',
  'vite',
].map((name) => `src/${name}.ts`)

// Plus the command (no declarations). Node-only entries (lake, vite, cli) run from node_modules.
export default packageBuild({
  entry: [...subpaths, 'src/cli/main.ts'],
  dts: {entry: subpaths},
  target: 'node20',
})
