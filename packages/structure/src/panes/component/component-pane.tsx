import {createElement} from 'react'
import type {ComponentNode} from '../../builder/types.js'
import {Pane, PaneContent, PaneHeader} from '../pane.js'

export interface ComponentPaneViewProps {
  node: ComponentNode
  selectedId?: string
  onSelect(id: string, params?: Record<string, string>): void
}

/** A pane rendering a developer's component; it opens children through `openChild`. */
export function ComponentPane({node, selectedId, onSelect}: ComponentPaneViewProps) {
  return (
    <Pane paneId={node.id} kind="component">
      {node.title && <PaneHeader title={node.title} />}
      <PaneContent>
        {createElement(node.component, {
          paneId: node.id,
          options: node.options,
          childId: selectedId,
          openChild: onSelect,
        })}
      </PaneContent>
    </Pane>
  )
}
