import type {Meta, StoryObj} from '@storybook/react-vite'
import {sampleTrialContent} from '../story-fixtures.js'
import {FreeTrialView} from './free-trial-view.js'

const meta = {
  title: 'Core/Navbar/Free trial',
  component: FreeTrialView,
  args: {
    daysLeft: 20,
    totalDays: 30,
    open: null,
    hasButton: true,
    onToggle: () => {},
    onCta: () => {},
    onClose: () => {},
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          padding: 8,
          minHeight: 420,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FreeTrialView>

export default meta
type Story = StoryObj<typeof meta>

/** A third of the trial elapsed: the ring in the primary colour. */
export const Button: Story = {}

/** More than 75 % elapsed: the ring changes colour. */
export const ButtonLate: Story = {args: {daysLeft: 3}}

export const Dialog: Story = {args: {open: sampleTrialContent}}

export const Popover: Story = {args: {open: {...sampleTrialContent, dialogType: 'popover'}}}

/** The on-load dialog where the navbar has no button (no click content, no day count). */
export const DialogWithoutButton: Story = {
  args: {open: sampleTrialContent, hasButton: false, daysLeft: undefined, totalDays: undefined},
}
