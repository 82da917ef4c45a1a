import {TextInput} from '@sanity/ui'
import {Box, Stack} from '@tessera/kit/primitives'
import type {ReactNode} from 'react'

export interface SearchableListPanelProps {
  width: number
  testId: string
  /** The search field's placeholder and label. */
  placeholder: string
  query: string
  onQueryChange(query: string): void
  /** Escape inside the panel: close it, without closing the search around it. */
  onEscape(): void
  /** The list under the search field. */
  children: ReactNode
}

/** The body of the filter area's popovers (type picker, Add filter): a search field over a list. */
export function SearchableListPanel(props: SearchableListPanelProps) {
  const {width, testId, placeholder, query, onQueryChange, onEscape, children} = props
  return (
    <Stack
      gap={1}
      padding={1}
      style={{width}}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onEscape()
        }
      }}
    >
      <Box padding={1}>
        <TextInput
          autoFocus
          fontSize={1}
          placeholder={placeholder}
          aria-label={placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
        />
      </Box>
      {children}
    </Stack>
  )
}
