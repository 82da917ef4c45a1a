export {createLake, type Lake, type LakeOptions} from './lake.js'
export type {TlsFiles, TlsOption} from './http/tls.js'
export {DEFAULT_LIMITS, type LakeLimits} from './config.js'
export {LakeError} from './errors.js'
export type {LakeKernel} from './kernel.js'
export type {PresenceServer} from './presence/presence-server.js'
/** The lake's patch semantics, for clients and tests that mirror them (see mutations/text-patch.ts). */
export {applyPatchBody} from './mutations/apply-patch-body.js'
export {applyTextPatch} from './mutations/text-patch.js'
