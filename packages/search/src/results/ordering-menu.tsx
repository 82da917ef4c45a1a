import {SortIcon} from '@sanity/icons/Sort'
import {Button} from '@sanity/ui'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import {getOrdering, SEARCH_ORDERINGS, type SearchOrdering} from '@tessera/store'
import {memo} from 'react'
import {searchMessages, useSearchText, type SearchMessageKey, type SearchText} from '../messages.js'

/** The store's orderings are named in English; the built-in ones have texts of their own here. */
function orderingTitle(ordering: SearchOrdering, t: SearchText): string {
  const key = `search.ordering.${ordering.id}`
  return key in searchMessages ? t(key as SearchMessageKey) : ordering.title
}

/** The results' ordering menu (spec 000 §3 'Ordering options'); memoised, as the results change often. */
export const OrderingMenu = memo(function OrderingMenu(props: {
  ordering: string
  onChange(ordering: string): void
}) {
  const t = useSearchText()
  const current = getOrdering(props.ordering)
  return (
    <MenuButton
      id="search-ordering"
      button={
        <Button
          mode="bleed"
          fontSize={1}
          padding={2}
          icon={SortIcon}
          text={orderingTitle(current, t)}
          aria-label={t('search.ordering')}
        />
      }
      menu={
        <Menu>
          {SEARCH_ORDERINGS.map((ordering) => (
            <MenuItem
              key={ordering.id}
              text={orderingTitle(ordering, t)}
              pressed={ordering.id === current.id}
              onClick={() => props.onChange(ordering.id)}
            />
          ))}
        </Menu>
      }
      popover={{portal: true, placement: 'bottom-end'}}
    />
  )
})
