import {Stack} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {SaveStatusBanner} from './save-status-banner.js'
import type {SaveStatusView} from './save-status-view.js'

const NOW = new Date('2026-11-27T10:15:00').getTime()
const TITLES: Record<string, string> = {title: 'Title', body: 'Body', author: 'Author'}

const refusedByGrant: SaveStatusView = {
  kind: 'failed',
  statusCode: 403,
  message: 'Permission denied: not allowed to update document "drafts.post-1" (requires "update")',
  unsavedFields: ['title', 'body'],
}
const refusedReference: SaveStatusView = {
  kind: 'failed',
  statusCode: 409,
  message: 'Document "drafts.post-1" references non-existent document "author-9"',
  unsavedFields: ['author'],
}
const connectionLost: SaveStatusView = {
  kind: 'connection',
  offline: false,
  attempt: 5,
  retryAt: new Date(NOW + 1600),
  unsaved: true,
}
const serverError: SaveStatusView = {
  kind: 'retrying',
  attempt: 2,
  retryAt: new Date(NOW + 200),
  message: 'Service unavailable',
}

const meta = {
  title: 'Structure/Document/Save status banner',
  component: SaveStatusBanner,
  args: {view: refusedByGrant, now: NOW, fieldTitle: (name: string) => TITLES[name] ?? name},
  argTypes: {onRetry: {action: 'retry'}, onDiscard: {action: 'discard'}, onRetryNow: {action: 'retry now'}},
  decorators: [
    (Story) => (
      <div style={{padding: 16, maxWidth: 640}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveStatusBanner>

export default meta
type Story = StoryObj<typeof meta>

/** A grant changed mid-edit: the lake refuses the update (403); the text stays in the form. */
export const RefusedByPermission: Story = {}
/** A strong reference to a missing document (409). */
export const RefusedReference: Story = {args: {view: refusedReference}}
/** Retry pressed: the held edits are on their way. */
export const RetryingRefused: Story = {args: {retryBusy: true}}
/** The lake is unreachable: the connection's attempt count and next retry time, edits kept. */
export const ConnectionLost: Story = {args: {view: connectionLost}}
/** Unreachable with nothing unsaved. */
export const ConnectionLostNothingUnsaved: Story = {args: {view: {...connectionLost, unsaved: false}}}
/** The browser is offline (no retry time: the next attempt waits for the network). */
export const Offline: Story = {
  args: {view: {kind: 'connection', offline: true, attempt: 0, retryAt: null, unsaved: true}},
}
/** Connected, but a commit failed on the server (503) and is being retried. */
export const ServerErrorRetrying: Story = {args: {view: serverError}}

export const AllStates: Story = {
  render: (args) => (
    <Stack gap={3}>
      <SaveStatusBanner {...args} view={refusedByGrant} />
      <SaveStatusBanner {...args} view={refusedReference} retryBusy />
      <SaveStatusBanner {...args} view={connectionLost} />
      <SaveStatusBanner
        {...args}
        view={{kind: 'connection', offline: true, attempt: 0, retryAt: null, unsaved: true}}
      />
      <SaveStatusBanner {...args} view={serverError} />
    </Stack>
  ),
}
