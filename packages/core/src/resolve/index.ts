export {resolveConfig} from './resolve-config.js'
export {resolveWorkspace, type WorkspaceResolution} from './resolve-workspace.js'
export {resolveMessages} from './messages.js'
export type {ResolveConfigResult, ResolvedWorkspace, ResolveProblem, ResolveProblemKind} from './types.js'
