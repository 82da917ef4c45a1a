import {createRoot} from 'react-dom/client'
import type {StudioConfig} from '../config/types.js'
import {Studio, type StudioProps} from './studio.js'

/** Renders the studio into `element` (e.g. `document.getElementById('root')`); returns the unmount. */
export function renderStudio(
  element: HTMLElement,
  config: StudioConfig,
  options: Omit<StudioProps, 'config'> = {},
): () => void {
  const root = createRoot(element)
  root.render(<Studio config={config} {...options} />)
  return () => root.unmount()
}
