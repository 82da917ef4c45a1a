import {modulePackageBuild} from '../../tooling/tsup.package.js'

// Five entries: the kit, `primitives` (layout and text without styled-components' per-render work), `motion-lite` (what @sanity/ui's `motion/react` becomes in a studio build),
// `silent-debug` (what @sanity/mutator's `debug` becomes) and `vite` (the Node-side plugins that do
// that). One file per module (see modulePackageBuild), so `motion-lite` is dist/motion/motion-lite.js;
// `vite` finds them through the package's exports.
export default modulePackageBuild({
  index: 'src/index.ts',
  primitives: 'src/primitives/index.ts',
  'motion-lite': 'src/motion/motion-lite.ts',
  'silent-debug': 'src/debug/silent-debug.ts',
  vite: 'src/vite.ts',
})
