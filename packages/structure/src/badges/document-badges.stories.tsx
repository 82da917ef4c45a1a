import type {Meta, StoryObj} from '@storybook/react-vite'
import {ACTION_MESSAGES} from '../actions/messages.js'
import {DocumentBadgesView} from './document-badges.js'

/** The badges of the document pane's header. */
const meta = {
  title: 'Structure/Document actions/Badges',
  component: DocumentBadgesView,
  args: {
    items: [
      {
        name: 'liveEdit',
        label: ACTION_MESSAGES['badge.live'],
        title: ACTION_MESSAGES['badge.live-title'],
        tone: 'critical',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{padding: 16}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentBadgesView>

export default meta
type Story = StoryObj<typeof meta>

/** A live-edit type. */
export const Live: Story = {}

/** 'Live' and badges plugins add. */
export const WithPluginBadges: Story = {
  args: {
    items: [
      {
        name: 'liveEdit',
        label: ACTION_MESSAGES['badge.live'],
        title: ACTION_MESSAGES['badge.live-title'],
        tone: 'critical',
      },
      {name: 'review', label: 'In review', title: 'Waiting for an editor', tone: 'caution'},
      {name: 'locale', label: 'en-US'},
    ],
  },
}
