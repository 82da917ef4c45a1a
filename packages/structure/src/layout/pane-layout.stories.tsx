import {Box, Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import type {PaneNode} from '../builder/types.js'
import {Pane, PaneContent, PaneHeader} from '../panes/pane.js'
import type {ResolvedPane} from '../panes/resolve-panes.js'
import {PaneLayout} from './pane-layout.js'

const nodes: PaneNode[] = [
  {type: 'list', id: 'content', title: 'Content', items: []},
  {type: 'documentList', id: 'post', title: 'Post', filter: '_type == $type', params: {type: 'post'}},
  {type: 'document', id: 'post-welcome', documentId: 'post-welcome', title: 'Welcome to Tessera'},
]

const panes: ResolvedPane[] = nodes.map((node, depth) => ({key: `${depth}:${node.id}`, node, depth}))

function Placeholder({node}: {node: PaneNode}) {
  const title = 'title' in node && node.title ? node.title : node.id
  return (
    <Pane paneId={node.id} kind={node.type}>
      <PaneHeader title={title} />
      <PaneContent>
        <Box padding={3}>
          <Text size={1} muted>
            {node.type} pane
          </Text>
        </Box>
      </PaneContent>
    </Pane>
  )
}

function Layout({width}: {width: number}) {
  return (
    <div style={{width, height: 360, border: '1px solid #ddd'}}>
      <PaneLayout
        panes={panes}
        renderPane={(pane) => <Placeholder node={pane.node} />}
        onBack={() => undefined}
      />
    </div>
  )
}

const meta: Meta<typeof Layout> = {title: 'Structure/PaneLayout', component: Layout}
export default meta
type Story = StoryObj<typeof Layout>

/** Wide: lists at a fixed width, the document takes the rest. */
export const Wide: Story = {args: {width: 1200}}
/** Crowded: the leftmost pane collapses to a strip that expands on click. */
export const Crowded: Story = {args: {width: 900}}
/** Narrow: only the last pane, with a back button. */
export const Narrow: Story = {args: {width: 480}}
