import {CogIcon} from '@sanity/icons/Cog'
import {DocumentIcon} from '@sanity/icons/Document'
import {UserIcon} from '@sanity/icons/User'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import type {ListNode} from '../../builder/types.js'
import {ListPane} from './list-pane.js'

const root: ListNode = {
  type: 'list',
  id: 'content',
  title: 'Content',
  items: [
    {
      type: 'listItem',
      id: 'siteSettings',
      title: 'Site settings',
      icon: CogIcon,
      child: {type: 'document', id: 's', documentId: 's'},
    },
    {type: 'divider', id: 'divider-1'},
    {
      type: 'listItem',
      id: 'post',
      title: 'Post',
      icon: DocumentIcon,
      schemaType: 'post',
      child: () => undefined,
    },
    {
      type: 'listItem',
      id: 'author',
      title: 'Author',
      icon: UserIcon,
      schemaType: 'author',
      child: () => undefined,
    },
    {type: 'listItem', id: 'category', title: 'Category', schemaType: 'category', child: () => undefined},
  ],
}

function Interactive({node, initial}: {node: ListNode; initial?: string}) {
  const [selected, setSelected] = useState(initial)
  return <ListPane node={node} selectedId={selected} onSelect={setSelected} />
}

const meta: Meta<typeof Interactive> = {
  title: 'Structure/ListPane',
  component: Interactive,
  decorators: [
    (Story) => (
      <div style={{width: 320, height: 420, border: '1px solid #ddd'}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<typeof Interactive>

export const Root: Story = {args: {node: root}}
export const WithSelection: Story = {args: {node: root, initial: 'post'}}
export const Empty: Story = {args: {node: {type: 'list', id: 'empty', title: 'Nothing here', items: []}}}
