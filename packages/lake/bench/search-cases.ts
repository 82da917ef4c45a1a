import {RARE_WORDS, RARE_WORDS_BELOW} from './documents.js'
import type {QueryCase} from './measure-queries.js'

/**
 * Searches through the lake's full-text index (issue 17). Each request searches for another word
 * (of 20, each in the body of 5 documents whatever the dataset's size), so none is answered from
 * what an earlier request left behind: every run asks the index and checks its candidates. None
 * below the size that holds every word.
 */
export function searchCases(size: number): QueryCase[] {
  if (size < RARE_WORDS_BELOW) return []
  const word = (run: number) => RARE_WORDS[run % RARE_WORDS.length]
  const ranked =
    '*[[@, _id] match text::query($q)] | score([@, _id] match text::query($q)) | order(_score desc) [0...20] {_id, title, _score}'
  return [
    {
      key: 'search',
      label: 'search: text::query over whole documents, ranked, first 20',
      query: ranked,
      params: {},
      paramsAt: (run) => ({q: word(run)}),
    },
    {
      key: 'search',
      label: 'search: text::query over whole documents, ranked, first 20, after a write',
      query: ranked,
      params: {},
      paramsAt: (run) => ({q: word(run)}),
      afterWrite: true,
    },
    {
      key: 'search',
      label: 'search: articles whose title or body match a prefix (`word*`), first 50',
      query: '*[_type == $t && [title, body] match $q][0...50] {_id, title}',
      params: {},
      paramsAt: (run) => ({t: 'article', q: `${word(run).slice(0, 5)}*`}),
    },
  ]
}
