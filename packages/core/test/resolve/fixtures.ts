import type {TypeDefinition} from '@tessera/types'
import {
  resolveConfig,
  type ResolveConfigResult,
  type StudioConfig,
  type WorkspaceOptions,
} from '../../src/index.js'

export const base = {projectId: 'local', dataset: 'production'}

export const ws = (options: Partial<WorkspaceOptions> = {}): WorkspaceOptions => ({...base, ...options})

export const documentType = (name: string, extra: Partial<TypeDefinition> = {}): TypeDefinition => ({
  name,
  type: 'document',
  fields: [{name: 'title', type: 'string'}],
  ...extra,
})

export const tool = (name: string) => ({name})

export function resolveOk(config: StudioConfig): ResolveConfigResult {
  const result = resolveConfig(config)
  const errors = result.problems.filter((problem) => problem.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((problem) => problem.message).join('\n'))
  return result
}

export function onlyWorkspace(config: StudioConfig) {
  const [workspace] = resolveOk(config).workspaces
  if (!workspace) throw new Error('no workspace resolved')
  return workspace
}
