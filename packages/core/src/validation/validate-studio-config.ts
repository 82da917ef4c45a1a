import type {StudioConfig, WorkspaceOptions} from '../config/types.js'
import {configMessages} from './messages.js'
import type {ConfigProblem} from './problem.js'
import {validateWorkspaceBasePaths} from './validate-base-paths.js'
import {validateWorkspaceNames} from './validate-workspace-names.js'
import {validateWorkspaceOptions} from './validate-workspace-options.js'

/**
 * Every problem of a studio configuration (spec 000 §5, §8), not just the first. An empty list means
 * the configuration can be resolved. Schema problems come later, from the compiled schema.
 */
export function validateStudioConfig(config: StudioConfig): ConfigProblem[] {
  const workspaces: WorkspaceOptions[] = Array.isArray(config) ? config : [config]
  if (workspaces.length === 0) return [{code: 'no-workspaces', message: configMessages.noWorkspaces()}]
  return [
    ...validateWorkspaceNames(workspaces),
    ...validateWorkspaceBasePaths(workspaces),
    ...workspaces.flatMap((workspace, index) => validateWorkspaceOptions(workspace, index)),
  ]
}
