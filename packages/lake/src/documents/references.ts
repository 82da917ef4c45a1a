export interface ExtractedReferences {
  /** Every `_ref` target, weak or strong: what GROQ's `references()` matches. */
  all: Set<string>
  /** Targets that must exist: not weak and not pointing into another dataset or project. */
  strong: Set<string>
}

/** Walks a document and collects the ids its references point to. */
export function extractReferences(value: unknown): ExtractedReferences {
  const found: ExtractedReferences = {all: new Set(), strong: new Set()}
  visit(value, found)
  return found
}

function visit(value: unknown, found: ExtractedReferences): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, found)
    return
  }
  if (value === null || typeof value !== 'object') return
  const record = value as Record<string, unknown>
  if (typeof record._ref === 'string') {
    found.all.add(record._ref)
    const crossDataset = record._dataset !== undefined || record._projectId !== undefined
    if (record._weak !== true && !crossDataset) found.strong.add(record._ref)
  }
  for (const key in record) {
    const child = record[key]
    if (child !== null && typeof child === 'object') visit(child, found)
  }
}
