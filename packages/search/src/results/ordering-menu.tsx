import {SortIcon} from '@sanity/icons/Sort'
import {Button} from '@sanity/ui'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import {getOrdering, SEARCH_ORDERINGS} from '@tessera/store'
import {t} from '../messages.js'

/** The results' ordering menu (spec 000 §3 'Ordering options'). */
export function OrderingMenu(props: {ordering: string; onChange(ordering: string): void}) {
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
          text={current.title}
          aria-label={t('search.ordering')}
        />
      }
      menu={
        <Menu>
          {SEARCH_ORDERINGS.map((ordering) => (
            <MenuItem
              key={ordering.id}
              text={ordering.title}
              pressed={ordering.id === current.id}
              onClick={() => props.onChange(ordering.id)}
            />
          ))}
        </Menu>
      }
      popover={{portal: true, placement: 'bottom-end'}}
    />
  )
}
