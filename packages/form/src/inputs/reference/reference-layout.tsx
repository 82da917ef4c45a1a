import {createContext, useContext, useState, type ReactNode} from 'react'
import {useElementWidth} from '../../portable-text/toolbar/use-element-width.js'

/** spec/001 §2: the reference input uses a narrow layout below this width (px). */
export const NARROW_LAYOUT_BELOW = 480

const NarrowContext = createContext(false)

/** Whether the reference input around is in its narrow layout. */
export function useNarrowLayout(): boolean {
  return useContext(NarrowContext)
}

/**
 * Measures the input's own width (a pane can be narrow on a wide screen) and tells the parts below:
 * narrow, the search box and its buttons stack, and a target's status goes under its title.
 */
export function ReferenceLayout({children}: {children: ReactNode}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const width = useElementWidth(element)
  const narrow = width !== undefined && width < NARROW_LAYOUT_BELOW
  return (
    <div ref={setElement} data-testid="reference-input" data-layout={narrow ? 'narrow' : 'default'}>
      <NarrowContext.Provider value={narrow}>{children}</NarrowContext.Provider>
    </div>
  )
}
