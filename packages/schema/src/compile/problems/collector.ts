/** Collects problems grouped by path, in the order the paths were first reported. */
import type {SchemaProblem, SchemaProblemGroup} from '@tessera/types'
import type {SchemaHelpId} from './help-ids.js'

export type ProblemPath = SchemaProblemGroup['path']
export type PathSegment = ProblemPath[number]

export class ProblemCollector {
  private readonly byPath = new Map<string, SchemaProblemGroup>()

  add(path: ProblemPath, severity: SchemaProblem['severity'], helpId: SchemaHelpId, message: string): void {
    const key = JSON.stringify(path)
    let group = this.byPath.get(key)
    if (!group) {
      group = {path, problems: []}
      this.byPath.set(key, group)
    }
    group.problems.push({severity, message, helpId})
  }

  error(path: ProblemPath, helpId: SchemaHelpId, message: string): void {
    this.add(path, 'error', helpId, message)
  }

  warning(path: ProblemPath, helpId: SchemaHelpId, message: string): void {
    this.add(path, 'warning', helpId, message)
  }

  groups(): SchemaProblemGroup[] {
    return [...this.byPath.values()]
  }
}
