import type {WorkspaceOptions} from '../config/types.js'
import {workspaceProblem} from './locate.js'
import {configMessages} from './messages.js'
import type {ConfigProblem} from './problem.js'

/** Letters, digits, underscore and dash; not starting with underscore or dash (spec 000 §5). */
export const WORKSPACE_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/

/** Presence, pattern and case-insensitive uniqueness of workspace names. */
export function validateWorkspaceNames(workspaces: readonly WorkspaceOptions[]): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const seen = new Set<string>()
  const reported = new Set<string>()

  workspaces.forEach((workspace, index) => {
    const name: unknown = workspace.name
    if (name === undefined || name === '') {
      if (workspaces.length > 1) {
        problems.push(
          workspaceProblem('workspace-name-missing', configMessages.nameMissing(), workspace, index, 'name'),
        )
      }
      return
    }
    if (typeof name !== 'string' || !WORKSPACE_NAME_PATTERN.test(name)) {
      problems.push(
        workspaceProblem(
          'workspace-name-invalid',
          configMessages.nameInvalid(String(name)),
          workspace,
          index,
          'name',
        ),
      )
      if (typeof name !== 'string') return
    }
    const key = name.toLowerCase()
    if (seen.has(key) && !reported.has(key)) {
      reported.add(key)
      problems.push(
        workspaceProblem(
          'workspace-name-duplicate',
          configMessages.nameDuplicate(name),
          workspace,
          index,
          'name',
        ),
      )
    }
    seen.add(key)
  })
  return problems
}
