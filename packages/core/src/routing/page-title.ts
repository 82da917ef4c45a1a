import type {Tool} from '../config/types.js'

/**
 * The document title (spec 000 §2.1): '{tool title} | {studio title}'. Undefined when the active tool
 * sets the title itself; the studio title alone when no tool is active. A tool without a title
 * shows its name.
 */
export function pageTitle(studioTitle: string, activeTool: Tool | undefined): string | undefined {
  if (!activeTool) return studioTitle
  if (activeTool.controlsDocumentTitle) return undefined
  return `${activeTool.title ?? activeTool.name} | ${studioTitle}`
}
