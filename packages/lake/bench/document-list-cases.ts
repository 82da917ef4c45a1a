import {MATCH_WORD} from './documents.js'
import type {QueryCase} from './measure-queries.js'

/** Rows a document list fetches per request (as @tessera/structure's list pane does). */
const PAGE = 100
const PROJECTION = '{_id, _type, _originalId, _createdAt, _updatedAt, title}'

/**
 * The queries of the studio's document list pane over the posts (half the dataset): the count and a
 * page at either end, in the drafts perspective (one row per draft/published pair), for each of the
 * list's orderings. Ordered pages are measured twice: as a list paging through an unchanged dataset
 * sees them, and as the first query after a write (nothing the lake derived from the previous
 * version can be reused).
 */
export function documentListCases(size: number): QueryCase[] {
  const posts = size / 2
  const base = {key: 'document-list' as const, params: {t: 'post'}, perspective: 'drafts' as const}
  const orderings = [
    {label: 'last edited', order: '_updatedAt desc, _id asc'},
    {label: 'created', order: '_createdAt desc, _id asc'},
    {label: 'title', order: 'lower(title) asc, _id asc'},
  ]
  const cases: QueryCase[] = [
    {...base, label: 'list pane (drafts): count', query: 'count(*[_type == $t])'},
    {
      ...base,
      label: 'list pane (drafts): count, after a write',
      query: 'count(*[_type == $t])',
      afterWrite: true,
    },
  ]
  for (const {label, order} of orderings) {
    for (const [where, from] of [
      ['first page', 0],
      ['last page', posts - PAGE],
    ] as const) {
      const query = `*[_type == $t] | order(${order}) [${from}...${from + PAGE}] ${PROJECTION}`
      cases.push({...base, label: `list pane (drafts): ${where} by ${label}`, query})
      cases.push({
        ...base,
        label: `list pane (drafts): ${where} by ${label}, after a write`,
        query,
        afterWrite: true,
      })
    }
  }
  // 'Search list': the typed words as prefixes over the title and id (the pane's search filter).
  const search = `(_type == $t) && [title, _id] match $words`
  const searchParams = {t: 'post', words: [`${MATCH_WORD.slice(0, 4)}*`]}
  for (const [what, query] of [
    ['count', `count(*[${search}])`],
    [
      'first page by last edited',
      `*[${search}] | order(_updatedAt desc, _id asc) [0...${PAGE}] ${PROJECTION}`,
    ],
  ] as const) {
    cases.push({...base, params: searchParams, label: `list pane (drafts), searched: ${what}`, query})
    cases.push({
      ...base,
      params: searchParams,
      label: `list pane (drafts), searched: ${what}, after a write`,
      query,
      afterWrite: true,
    })
  }
  return cases
}
