import {SearchIcon} from '@sanity/icons/Search'
import {Button, Card} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {forwardRef} from 'react'
import {useSearchText} from '../messages.js'
import {shortcutLabel} from './use-search-shortcut.js'

export interface SearchButtonProps {
  /** Narrow widths show the icon only. */
  compact?: boolean
  open: boolean
  onClick(): void
}

/** The navbar's search trigger (spec 000 §2.4), with its shortcut on wide widths. */
export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(
  function SearchButton(props, ref) {
    const {compact, open, onClick} = props
    const t = useSearchText()
    if (compact)
      return (
        <Button
          ref={ref}
          mode="bleed"
          icon={SearchIcon}
          aria-label={t('search.button')}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={onClick}
        />
      )
    return (
      <Button
        ref={ref}
        mode="ghost"
        padding={2}
        aria-label={t('search.button')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={onClick}
        data-testid="search-button"
      >
        <Flex align="center" gap={2}>
          <Text size={1} muted>
            <SearchIcon />
          </Text>
          <Text size={1} muted>
            {t('search.button')}
          </Text>
          <Card as="kbd" radius={2} paddingX={1} paddingY={1} border>
            <Text size={0} muted>
              {shortcutLabel()}
            </Text>
          </Card>
        </Flex>
      </Button>
    )
  },
)
