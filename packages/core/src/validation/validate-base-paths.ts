import type {WorkspaceOptions} from '../config/types.js'
import {workspaceProblem} from './locate.js'
import {configMessages} from './messages.js'
import type {ConfigProblem, ConfigProblemCode} from './problem.js'

const BASE_PATH_CHARACTERS = /^[a-zA-Z0-9/_-]*$/

/** The problem with a single basePath value, or undefined when it is fine. '/' is the root. */
export function checkBasePath(basePath: unknown): {code: ConfigProblemCode; message: string} | undefined {
  if (typeof basePath !== 'string' || !basePath.startsWith('/')) {
    return {code: 'base-path-invalid', message: configMessages.basePathInvalid()}
  }
  if (!BASE_PATH_CHARACTERS.test(basePath)) {
    return {code: 'base-path-characters', message: configMessages.basePathCharacters(basePath)}
  }
  if (basePath !== '/' && basePath.endsWith('/')) {
    return {code: 'base-path-trailing-slash', message: configMessages.basePathTrailingSlash(basePath)}
  }
  return undefined
}

/** The studio-wide basePath (where the whole studio is mounted) must be a string starting with '/'. */
export function validateStudioBasePath(basePath: unknown): ConfigProblem[] {
  if (typeof basePath === 'string' && basePath.startsWith('/')) return []
  return [{code: 'base-path-invalid', message: configMessages.basePathInvalid(), property: 'basePath'}]
}

/** The basePath rules of spec 000 §5 across all workspaces. */
export function validateWorkspaceBasePaths(workspaces: readonly WorkspaceOptions[]): ConfigProblem[] {
  const several = workspaces.length > 1
  const problems: ConfigProblem[] = []
  const valid: {basePath: string; index: number}[] = []

  workspaces.forEach((workspace, index) => {
    const basePath: unknown = workspace.basePath
    const isEmpty = basePath === undefined || basePath === '' || basePath === '/'
    if (isEmpty) {
      // A lone workspace may live at the root; among several each needs its own path.
      if (several) {
        problems.push(
          workspaceProblem(
            'base-path-missing',
            configMessages.basePathMissing(),
            workspace,
            index,
            'basePath',
          ),
        )
      }
      return
    }
    const problem = checkBasePath(basePath)
    if (problem) {
      problems.push(workspaceProblem(problem.code, problem.message, workspace, index, 'basePath'))
      return
    }
    valid.push({basePath: basePath as string, index})
  })

  if (!several) return problems

  const segmentCounts = new Set(valid.map(({basePath}) => countSegments(basePath)))
  if (segmentCounts.size > 1) {
    problems.push({
      code: 'base-path-segments',
      message: configMessages.basePathSegments(valid.map(({basePath}) => basePath)),
      property: 'basePath',
    })
  }

  const seen = new Set<string>()
  const reported = new Set<string>()
  for (const {basePath, index} of valid) {
    const key = basePath.toLowerCase()
    if (seen.has(key) && !reported.has(key)) {
      reported.add(key)
      problems.push(
        workspaceProblem(
          'base-path-duplicate',
          configMessages.basePathDuplicate(basePath),
          workspaces[index],
          index,
          'basePath',
        ),
      )
    }
    seen.add(key)
  }
  return problems
}

function countSegments(basePath: string): number {
  return basePath.split('/').filter(Boolean).length
}
