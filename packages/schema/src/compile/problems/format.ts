/** Presenting schema problems: the start-up gate and readable lines for terminals and screens. */
import type {Schema, SchemaProblemGroup} from '@tessera/types'

/** True when any problem is an error: such a schema must not start (spec 000 §5). */
export function hasSchemaErrors(schema: Pick<Schema, 'problems'>): boolean {
  return schema.problems.some((group) => group.problems.some((problem) => problem.severity === 'error'))
}

/** `post.body.of[1]`: the type name, then field and member names joined by dots. */
export function formatProblemPath(path: SchemaProblemGroup['path']): string {
  return path.map((segment) => segment.name).join('.')
}

/**
 * One line per problem, errors before warnings, e.g.
 * `Error in post.author: Unknown type: "autor". Did you mean "author"? (schema-type-unknown)`.
 */
export function formatSchemaProblems(groups: readonly SchemaProblemGroup[]): string[] {
  const lines = groups.flatMap((group) =>
    group.problems.map((problem) => {
      const label = problem.severity === 'error' ? 'Error' : 'Warning'
      const help = problem.helpId ? ` (${problem.helpId})` : ''
      return {
        error: problem.severity === 'error',
        text: `${label} in ${formatProblemPath(group.path)}: ${problem.message}${help}`,
      }
    }),
  )
  return [...lines.filter((line) => line.error), ...lines.filter((line) => !line.error)].map(
    (line) => line.text,
  )
}
