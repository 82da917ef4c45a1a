import {ConfigPropertyError, ConfigResolutionError} from '@tessera/kit'
import {formatSchemaProblems} from '@tessera/schema'
import type {Schema} from '@tessera/types'
import type {ResolveProblem} from './types.js'

/** What every problem of one workspace shares. */
export type WorkspaceLocation = Pick<ResolveProblem, 'workspaceIndex' | 'workspaceName'>

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Kit's errors as problems: a `ConfigResolutionError` gives one problem per cause (each cause names
 * its own property and plugin path), a `ConfigPropertyError` one problem. Other errors keep `kind`.
 */
export function problemsFromError(
  error: unknown,
  kind: ResolveProblem['kind'],
  location: WorkspaceLocation,
): ResolveProblem[] {
  if (error instanceof ConfigResolutionError) {
    return error.causes.flatMap((cause) => problemsFromError(cause, kind, location))
  }
  if (error instanceof ConfigPropertyError) {
    return [
      {
        kind: 'plugin',
        severity: 'error',
        message: error.message,
        ...location,
        property: error.propertyName,
        pluginPath: error.pluginPath,
      },
    ]
  }
  return [{kind, severity: 'error', message: describe(error), ...location}]
}

/** One problem per compiled-schema problem, worded as `formatSchemaProblems` words it. */
export function schemaProblems(schema: Schema, location: WorkspaceLocation): ResolveProblem[] {
  return schema.problems.flatMap((group) =>
    group.problems.map((problem): ResolveProblem => {
      const [message = problem.message] = formatSchemaProblems([{path: group.path, problems: [problem]}])
      const error = problem.severity === 'error'
      return {
        kind: error ? 'schema' : 'schema-warning',
        severity: error ? 'error' : 'warning',
        message,
        ...(problem.helpId ? {code: problem.helpId} : {}),
        ...location,
        property: 'schema.types',
      }
    }),
  )
}

export function hasErrors(problems: readonly ResolveProblem[]): boolean {
  return problems.some((problem) => problem.severity === 'error')
}
