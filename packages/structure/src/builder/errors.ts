/** Thrown when a structure node cannot be serialized: names the node and what is wrong. */
export class StructureError extends Error {
  constructor(
    message: string,
    /** Where in the structure, e.g. `root > posts`. */
    readonly path: readonly string[] = [],
  ) {
    super(path.length > 0 ? `${message} (at ${path.join(' > ')})` : message)
    this.name = 'StructureError'
  }
}

export const structureMessages = {
  missingId: (kind: string) => `A ${kind} needs an id: call .id('…')`,
  missingTitle: (kind: string) => `A ${kind} needs a title: call .title('…')`,
  missingChild: () => `A list item needs a child: call .child(…)`,
  missingFilter: () => `A document list needs a filter: call .filter('…') or .schemaType('…')`,
  missingDocumentId: () => `A document node needs a document id: call .documentId('…')`,
  unknownType: (type: string) => `No document type named "${type}" in the schema`,
  duplicateId: (id: string) => `Two items of one list share the id "${id}"`,
  invalidId: (id: string) => `The id "${id}" is not allowed: ids cannot contain "/", "," or "="`,
  notANode: () =>
    'The structure must be a list, a document list, a document or a component (a builder or a node)',
} as const
