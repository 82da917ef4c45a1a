import {Card, Layer, Portal} from '@sanity/ui'
import type {KeyboardEvent, ReactNode} from 'react'
import {styled} from 'styled-components'
import {
  DIALOG_GUTTER,
  DIALOG_MAX_HEIGHT,
  DIALOG_MAX_WIDTH,
  DIALOG_TOP_VH,
  FULLSCREEN_Z_OFFSET,
} from '../constants.js'
import {useSearchText} from '../messages.js'

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.25);
`

export interface SearchSurfaceProps {
  fullscreen: boolean
  /** Render in place instead of a portal (stories). */
  inline?: boolean
  onClose(): void
  children: ReactNode
}

/**
 * Where the panel sits (spec 000 §2.4, §9): fullscreen on narrow widths (layer 1200000); otherwise a
 * centred popover 12 vh from the top, min(viewport − gutters, 800 px) wide and at most 735 px high,
 * over a backdrop that closes it. Escape closes either.
 */
export function SearchSurface(props: SearchSurfaceProps) {
  const t = useSearchText()
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      props.onClose()
    }
  }
  const surface = props.fullscreen ? (
    <Layer zOffset={FULLSCREEN_Z_OFFSET} style={{position: props.inline ? 'relative' : 'fixed', inset: 0}}>
      <Card
        role="dialog"
        aria-modal
        aria-label={t('search.dialog')}
        height="fill"
        onKeyDown={onKeyDown}
        data-testid="search-fullscreen"
        style={{display: 'flex', flexDirection: 'column', height: props.inline ? 600 : '100%'}}
      >
        {props.children}
      </Card>
    </Layer>
  ) : (
    <Layer zOffset={FULLSCREEN_Z_OFFSET} style={{position: props.inline ? 'relative' : 'fixed', inset: 0}}>
      {!props.inline && <Backdrop onClick={props.onClose} data-testid="search-backdrop" />}
      <Card
        role="dialog"
        aria-modal
        aria-label={t('search.dialog')}
        radius={3}
        shadow={4}
        onKeyDown={onKeyDown}
        data-testid="search-popover"
        style={{
          position: props.inline ? 'relative' : 'fixed',
          top: props.inline ? 0 : `${DIALOG_TOP_VH}vh`,
          left: props.inline ? undefined : '50%',
          transform: props.inline ? undefined : 'translateX(-50%)',
          width: `min(calc(100vw - ${DIALOG_GUTTER * 2}px), ${DIALOG_MAX_WIDTH}px)`,
          maxHeight: `min(${DIALOG_MAX_HEIGHT}px, calc(100vh - ${DIALOG_TOP_VH}vh - ${DIALOG_GUTTER}px))`,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        {props.children}
      </Card>
    </Layer>
  )
  return props.inline ? surface : <Portal>{surface}</Portal>
}
