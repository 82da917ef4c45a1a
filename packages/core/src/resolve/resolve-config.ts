import {listWorkspaces} from '../config/list-workspaces.js'
import type {StudioConfig} from '../config/types.js'
import {validateStudioConfig} from '../validation/validate-studio-config.js'
import {resolveWorkspace} from './resolve-workspace.js'
import type {ResolveConfigResult, ResolveProblem} from './types.js'

/**
 * Config → resolved workspaces (DESIGN §3: resolution is pure; I/O such as auth happens later at
 * boot). With configuration errors (`validateStudioConfig`) those come back and no workspace does.
 * Otherwise each workspace is resolved on its own: one with errors is left out (listed in
 * `failedWorkspaces`, so its path can show its errors), the others still resolve; warnings (schema, tools) come back alongside.
 */
export function resolveConfig(config: StudioConfig): ResolveConfigResult {
  const configProblems = validateStudioConfig(config)
  if (configProblems.length > 0) {
    return {
      workspaces: [],
      failedWorkspaces: [],
      problems: configProblems.map(({code, ...rest}): ResolveProblem => ({
        kind: 'config',
        severity: 'error',
        code,
        ...rest,
      })),
    }
  }
  const listed = listWorkspaces(config)
  const resolutions = listed.map((workspace, index) => resolveWorkspace(workspace, index))
  return {
    workspaces: resolutions.flatMap((resolution) => resolution.workspace ?? []),
    failedWorkspaces: resolutions.flatMap((resolution, index) =>
      resolution.workspace
        ? []
        : [
            {
              name: listed[index]!.name,
              basePath: listed[index]!.basePath,
              index,
              projectId: listed[index]!.projectId,
              i18n: resolution.i18n,
            },
          ],
    ),
    problems: resolutions.flatMap((resolution) => resolution.problems),
  }
}
