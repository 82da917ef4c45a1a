import type {Meta, StoryObj} from '@storybook/react-vite'
import {RevisionBanner} from './revision-banner.js'

const meta = {
  title: 'Structure/History/Revision banner',
  component: RevisionBanner,
  args: {time: 'Mar 4, 2025, 2:05 PM', canRestore: true, onRestore: () => {}, onBack: () => {}},
} satisfies Meta<typeof RevisionBanner>

export default meta
type Story = StoryObj<typeof meta>

export const CanRestore: Story = {}
/** Without update permission Restore is disabled; its tooltip says why. */
export const NoPermission: Story = {args: {canRestore: false}}
export const Checking: Story = {args: {canRestore: undefined}}
export const Restoring: Story = {args: {restoring: true}}
