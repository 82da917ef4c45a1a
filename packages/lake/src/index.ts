export {createLake, type Lake, type LakeOptions} from './lake.js'
export {DEFAULT_LIMITS, type LakeLimits} from './config.js'
export {LakeError} from './errors.js'
export type {LakeKernel} from './kernel.js'
