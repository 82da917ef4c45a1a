import type {WorkspaceOptions} from '../config/types.js'
import type {ConfigProblem, ConfigProblemCode} from './problem.js'

/** Builds a problem located in one workspace. */
export function workspaceProblem(
  code: ConfigProblemCode,
  message: string,
  workspace: WorkspaceOptions,
  workspaceIndex: number,
  property?: string,
): ConfigProblem {
  const problem: ConfigProblem = {code, message, workspaceIndex}
  if (typeof workspace.name === 'string') problem.workspaceName = workspace.name
  if (property !== undefined) problem.property = property
  return problem
}
