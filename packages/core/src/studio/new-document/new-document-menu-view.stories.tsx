import type {Meta, StoryObj} from '@storybook/react-vite'
import {NewDocumentMenuView} from './new-document-menu-view.js'
import type {NewDocumentItem} from './types.js'

const items: NewDocumentItem[] = [
  {id: 'post', title: 'Post', hasPermission: true},
  {id: 'author', title: 'Author', hasPermission: true},
  {id: 'category', title: 'Category', hasPermission: true},
  {id: 'post-by-author', title: 'Post by author', subtitle: 'Post', hasPermission: true},
  {id: 'site-settings', title: 'Site settings', hasPermission: false},
]

const meta = {
  title: 'Core/New document/Menu',
  component: NewDocumentMenuView,
  args: {items, narrow: false, onSelect: () => {}},
  decorators: [
    (Story) => (
      <div style={{padding: 16, minHeight: 460}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewDocumentMenuView>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = {args: {defaultOpen: true}}

/** 'post' matches two titles; the one starting with it comes first. */
export const Filtered: Story = {args: {defaultOpen: true, defaultQuery: 'post'}}

export const NoResults: Story = {args: {defaultOpen: true, defaultQuery: 'invoice'}}

export const NoDocumentTypes: Story = {args: {defaultOpen: true, items: []}}

/** 'Site settings' may not be created: disabled, with a tooltip saying why. */
export const SomeDisabled: Story = {args: {defaultOpen: true, defaultQuery: 'settings'}}

/** Nothing may be created: the button itself is disabled. */
export const AllDisabled: Story = {args: {items: items.map((item) => ({...item, hasPermission: false}))}}

/** Narrow screens get a dialog. */
export const NarrowDialog: Story = {args: {defaultOpen: true, narrow: true}}
