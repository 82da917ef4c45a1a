import {modulePackageBuild} from '../../tooling/tsup.package.js'

// Three entries: the kit, `motion-lite` (what @sanity/ui's `motion/react` becomes in a studio build)
// and `vite` (the Node-side plugin that does that). One file per module (see modulePackageBuild), so
// `motion-lite` is dist/motion/motion-lite.js; `vite` finds it through the package's exports.
export default modulePackageBuild({
  index: 'src/index.ts',
  'motion-lite': 'src/motion/motion-lite.ts',
  vite: 'src/vite.ts',
})
