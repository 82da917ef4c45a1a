import type {WorkspaceKernel} from '@tessera/store'
import {filter, firstValueFrom, type Observable, timeout} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  createDocumentListLoader,
  orderClause,
  rowAt,
  type DocumentListLoaderOptions,
  type DocumentListRow,
  type DocumentListState,
} from '../../src/document-list/index.js'
import {startStructureLake, testSchema, type StructureTestLake} from '../support/workspace.js'

let lake: StructureTestLake
let kernel: WorkspaceKernel

/** Authors beyond the 2,000 a capped list would show. */
const MANY = 2_600

beforeAll(async () => {
  lake = await startStructureLake()
  ;({kernel} = await lake.signIn('Ada Editor'))
  await lake.admin
    .transaction()
    .create({_id: 'p-published', _type: 'post', title: 'banana'})
    .create({_id: 'p-edited', _type: 'post', title: 'Apple'})
    .create({_id: 'drafts.p-edited', _type: 'post', title: 'Apple (edited)'})
    .create({_id: 'drafts.p-new', _type: 'post', title: 'cherry'})
    .create({_id: 'p-untitled', _type: 'post'})
    .commit()
  // Authors in batches (the lake limits a request's size), named so that name order is id order.
  for (let start = 0; start < MANY; start += 1_300) {
    const transaction = lake.admin.transaction()
    for (let i = start; i < Math.min(MANY, start + 1_300); i++) {
      const n = String(i).padStart(4, '0')
      transaction.create({_id: `author-${n}`, _type: 'author', name: `Author ${n}`})
    }
    await transaction.commit()
  }
})

afterAll(() => lake.stop())

function loaderFor(options: Partial<DocumentListLoaderOptions> & Pick<DocumentListLoaderOptions, 'params'>) {
  return createDocumentListLoader({
    client: kernel.client,
    filter: '_type == $type',
    order: orderClause([{field: '_updatedAt', direction: 'desc'}], undefined),
    fields: ['title', 'name'],
    throttleMs: 50,
    rangeSettleMs: 0,
    ...options,
  })
}

/** The first state that satisfies `predicate` (within 10 s). */
function stateWhere(state$: Observable<DocumentListState>, predicate: (state: DocumentListState) => boolean) {
  return firstValueFrom(state$.pipe(filter(predicate), timeout(10_000)))
}

const rows = (state: DocumentListState, from: number, to: number) =>
  Array.from({length: to - from}, (_, i) => rowAt(state, from + i)).filter(
    (row): row is DocumentListRow => !!row,
  )

describe('createDocumentListLoader', () => {
  it('counts the pairs and lists one row per pair, with which versions exist', async () => {
    const post = testSchema.get('post')
    const loader = loaderFor({
      params: {type: 'post'},
      order: orderClause([{field: 'title', direction: 'asc'}], post),
    })
    const state = await stateWhere(loader.state$, (s) => s.count !== undefined && s.pages.has(0))
    expect(state.count).toBe(4)
    // lower(title): case does not split the alphabet; a document without a title sorts last.
    expect(
      rows(state, 0, 4).map((row) => [row.id, row.values.title ?? null, row.hasDraft, row.hasPublished]),
    ).toEqual([
      ['p-edited', 'Apple (edited)', true, true],
      ['p-published', 'banana', false, true],
      ['p-new', 'cherry', true, false],
      ['p-untitled', null, false, true],
    ])
    expect(rowAt(state, 0)).toMatchObject({type: 'post'})
  })

  it('fetches pages as they come into view, so every document is reachable (no cap)', async () => {
    const author = testSchema.get('author')
    const loader = loaderFor({
      params: {type: 'author'},
      order: orderClause([{field: 'name', direction: 'asc'}], author),
      pageSize: 100,
    })
    const first = await stateWhere(loader.state$, (s) => s.count !== undefined && s.pages.has(0))
    expect(first.count).toBe(MANY)
    expect([...first.pages.keys()]).toEqual([0])

    loader.setVisibleRange(MANY - 30, MANY - 1)
    const end = await stateWhere(loader.state$, (s) => s.pages.has(25))
    expect(rowAt(end, MANY - 1)).toMatchObject({
      id: `author-${MANY - 1}`,
      hasPublished: true,
      hasDraft: false,
    })
    // Pages out of view are neither fetched nor dropped while few.
    expect([...end.pages.keys()].sort((a, b) => a - b)).toEqual([0, 25])
    loader.setVisibleRange(1_995, 2_005)
    const middle = await stateWhere(loader.state$, (s) => s.pages.has(19) && s.pages.has(20))
    expect(rowAt(middle, 2_000)?.id).toBe('author-2000')
  })

  it('shows documents another client creates, edits and deletes, without losing its pages', async () => {
    const loader = loaderFor({params: {type: 'post'}})
    const seen: DocumentListState[] = []
    const subscription = loader.state$.subscribe((state) => seen.push(state))
    try {
      await stateWhere(loader.state$, (s) => s.count === 4 && s.pages.has(0))
      await lake.admin.create({_id: 'p-late', _type: 'post', title: 'Late'})
      const created = await stateWhere(loader.state$, (s) => s.count === 5 && rowAt(s, 0)?.id === 'p-late')
      expect(rowAt(created, 0)).toMatchObject({hasDraft: false, hasPublished: true, values: {title: 'Late'}})

      // An edit as a draft: the row shows the draft's title and the edited status, still one row.
      await lake.admin.createOrReplace({_id: 'drafts.p-late', _type: 'post', title: 'Late (draft)'})
      const edited = await stateWhere(loader.state$, (s) => rowAt(s, 0)?.values.title === 'Late (draft)')
      expect(edited.count).toBe(5)
      expect(rowAt(edited, 0)).toMatchObject({id: 'p-late', hasDraft: true, hasPublished: true})

      await lake.admin.transaction().delete('p-late').delete('drafts.p-late').commit()
      const deleted = await stateWhere(loader.state$, (s) => s.count === 4 && rowAt(s, 0)?.id !== 'p-late')
      expect(rows(deleted, 0, 4).map((row) => row.id)).not.toContain('p-late')
      // The list never went back to "loading" while it updated.
      expect(seen.slice(1).every((state) => state.count !== undefined)).toBe(true)
    } finally {
      subscription.unsubscribe()
    }
  })

  it('emits no new state when a change leaves the count and the rows as they were', async () => {
    const author = testSchema.get('author')
    const loader = loaderFor({
      params: {type: 'author'},
      order: orderClause([{field: 'name', direction: 'asc'}], author),
      pageSize: 50,
    })
    const seen: DocumentListState[] = []
    const subscription = loader.state$.subscribe((state) => seen.push(state))
    try {
      await stateWhere(loader.state$, (s) => s.count === MANY && s.pages.has(0))
      const before = seen.length
      // A document out of view changes: the count and the page in view are fetched again and come back
      // the same. (A new state rendered the whole pane each time, about once a second while someone
      // typed in any document of the list's type.)
      await lake.admin.patch('author-2500').set({bio: 'Writes about lists'}).commit()
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(seen.length).toBe(before)
      // The list still follows changes it shows.
      await lake.admin.patch('author-0001').set({name: 'Author 0001 (renamed)'}).commit()
      const renamed = await stateWhere(
        loader.state$,
        (s) => rowAt(s, 1)?.values.name === 'Author 0001 (renamed)',
      )
      expect(seen.length).toBeGreaterThan(before)
      expect(rowAt(renamed, 0)?.id).toBe('author-0000')
    } finally {
      subscription.unsubscribe()
      await lake.admin.patch('author-2500').unset(['bio']).commit()
      await lake.admin.patch('author-0001').set({name: 'Author 0001'}).commit()
    }
  })

  it('reports a failure and fetches again on retry', async () => {
    const loader = loaderFor({params: {type: 'post'}, filter: '_type == $type &&'})
    const failed = await stateWhere(loader.state$, (s) => s.error !== undefined)
    // The listener is refused first (its filter cannot parse), so nothing was counted.
    expect(failed.error?.message).toBeTruthy()
    expect(failed.count).toBeUndefined()
    loader.retry()
    // Retrying a query that cannot parse fails again, but only after clearing the old error.
    const again = await stateWhere(loader.state$, (s) => s.error !== undefined)
    expect(again.count).toBeUndefined()
  })
})
