import {useEffect, useMemo, useState} from 'react'
import {searchPatternsOf} from './search.js'

/** How long typing must pause before the list is searched (spec/000 §9, 'Search debounce 300 ms'). */
export const DOCUMENT_LIST_SEARCH_DEBOUNCE_MS = 300

export interface DocumentListSearch {
  /** What the search field shows. */
  text: string
  setText(text: string): void
  /** The `match` patterns the list is narrowed by: those of the text once typing paused. */
  patterns: readonly string[]
  /** The text the patterns come from (for 'No documents match …'). */
  searchedText: string
}

/**
 * The search of one document list pane: held by the pane while it is mounted (not in the URL), and
 * applied `debounceMs` after the last keystroke. Clearing applies at once: the whole list is back
 * without a wait.
 */
export function useDocumentListSearch(debounceMs = DOCUMENT_LIST_SEARCH_DEBOUNCE_MS): DocumentListSearch {
  const [text, setText] = useState('')
  const [searchedText, setSearchedText] = useState('')
  const cleared = searchPatternsOf(text).length === 0
  useEffect(() => {
    if (cleared) {
      setSearchedText(text)
      return
    }
    const timer = setTimeout(() => setSearchedText(text), debounceMs)
    return () => clearTimeout(timer)
  }, [text, cleared, debounceMs])
  const patternsKey = searchPatternsOf(searchedText).join('\n')
  const patterns = useMemo(() => (patternsKey ? patternsKey.split('\n') : []), [patternsKey])
  return {text, setText, patterns, searchedText}
}
