import {packageBuild} from '../../tooling/tsup.package.js'

// Three entries: the kit, `motion-lite` (what @sanity/ui's `motion/react` becomes in a studio build)
// and `vite` (the Node-side plugin that does that).
export default packageBuild({
  entry: {index: 'src/index.ts', 'motion-lite': 'src/motion/motion-lite.ts', vite: 'src/vite.ts'},
})
