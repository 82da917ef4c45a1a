/** One document pair as a row of a list. */
export interface DocumentListRow {
  /** The published id: the row's identity and what opening it opens. */
  id: string
  /** The schema type of the version shown (the draft's, when there is one). */
  type: string
  hasDraft: boolean
  hasPublished: boolean
  /** The fields the page query fetched, from the draft where there is one. */
  values: Readonly<Record<string, unknown>>
}

/** A document of a page query, in the drafts perspective. */
export interface PageDocument {
  _id: string
  _type: string
  /** The id the document came from: `drafts.x` for a draft shown as `x`. */
  _originalId?: string
  [field: string]: unknown
}

const DRAFTS_PREFIX = 'drafts.'

/** Whether the row's document came from a draft (it then hides the published version, if any). */
export function isFromDraft(doc: PageDocument): boolean {
  return typeof doc._originalId === 'string' && doc._originalId.startsWith(DRAFTS_PREFIX)
}

/**
 * The ids of the page that came from drafts: for these the page alone does not tell whether a
 * published version exists too.
 */
export function draftedIds(docs: readonly PageDocument[]): string[] {
  return docs.filter(isFromDraft).map((doc) => doc._id)
}

/**
 * A page's documents as rows. A row without a draft is published (the drafts perspective shows a
 * published document only where it has no draft); a drafted row is published too when its id is in
 * `existingPublishedIds`.
 */
export function rowsFromPage(
  docs: readonly PageDocument[],
  existingPublishedIds: ReadonlySet<string>,
): DocumentListRow[] {
  return docs.map((doc) => {
    const hasDraft = isFromDraft(doc)
    return {
      id: doc._id,
      type: doc._type,
      hasDraft,
      hasPublished: hasDraft ? existingPublishedIds.has(doc._id) : true,
      values: doc,
    }
  })
}

/**
 * Whether two rows show the same thing (the fields a page fetched are small: compared as JSON). With
 * `shown`, only those fields of the values count: a draft's `_updatedAt` changes with every commit
 * while someone types, and a row whose preview does not select it looks the same.
 */
function sameRow(a: DocumentListRow, b: DocumentListRow, shown: readonly string[] | undefined): boolean {
  const values = (row: DocumentListRow) => (shown ? shown.map((field) => row.values[field]) : row.values)
  return (
    a.id === b.id &&
    a.type === b.type &&
    a.hasDraft === b.hasDraft &&
    a.hasPublished === b.hasPublished &&
    JSON.stringify(values(a)) === JSON.stringify(values(b))
  )
}

/**
 * `next` with each row that shows the same as before replaced by the previous object, so that a
 * refetch after someone's edit (once a second while they type) re-renders only the rows that changed.
 * `shown`: the fields the rows' previews read (the page query's preview fields); all of them when left
 * out.
 */
export function keepUnchangedRows(
  previous: readonly DocumentListRow[] | undefined,
  next: readonly DocumentListRow[],
  shown?: readonly string[],
): readonly DocumentListRow[] {
  if (!previous) return next
  const byId = new Map(previous.map((row) => [row.id, row]))
  let changed = previous.length !== next.length
  const rows = next.map((row, index) => {
    const before = byId.get(row.id)
    const kept = before && sameRow(before, row, shown) ? before : row
    if (kept !== previous[index]) changed = true
    return kept
  })
  return changed ? rows : previous
}
