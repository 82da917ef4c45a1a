import {packageBuild} from '../../tooling/tsup.package.js'

// Two entries: the form, and `patches` (the patch helpers alone, for studio configuration such as
// field actions: importing them does not bring the form's components into a studio's first chunk).
export default packageBuild({entry: {index: 'src/index.ts', patches: 'src/patch/patches.ts'}})
