import {modulePackageBuild} from '../../tooling/tsup.package.js'

// Two entries: the form, and `patches` (the patch helpers alone, for studio configuration such as
// field actions: importing them does not bring the form's components into a studio's first chunk).
// One file per module (see modulePackageBuild), so `patches` is dist/patch/patches.js.
export default modulePackageBuild({index: 'src/index.ts', patches: 'src/patch/patches.ts'})
