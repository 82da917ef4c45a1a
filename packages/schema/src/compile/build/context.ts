/** State shared while one schema is built. */
import type {FieldsetDefinition, PreviewConfig, SchemaType} from '@tessera/types'

export class BuildContext {
  /** Every named type (built-in and user) by name; shells exist before any type is filled. */
  readonly named = new Map<string, SchemaType>()
  /**
   * Inheritance of anonymous types (fields, members) runs after all named types are complete, because
   * a field may use a named type that is filled later (recursive types). The queue may grow while it runs.
   */
  private readonly pending: (() => void)[] = []
  /** The fieldset definitions behind each type's compiled fieldsets, for subtypes that add fields. */
  readonly fieldsetDefinitions = new WeakMap<SchemaType, FieldsetDefinition[]>()
  /** Previews guessed from fields (not written by the developer): re-guessed when a subtype has its own fields. */
  readonly guessedPreviews = new WeakSet<PreviewConfig>()

  defer(finish: () => void): void {
    this.pending.push(finish)
  }

  runDeferred(): void {
    for (let index = 0; index < this.pending.length; index++) this.pending[index]()
    this.pending.length = 0
  }

  namedType(name: string): SchemaType {
    const type = this.named.get(name)
    if (!type) throw new Error(`Built-in type "${name}" is missing`)
    return type
  }
}
