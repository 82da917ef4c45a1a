import type {Meta, StoryObj} from '@storybook/react-vite'
import {ProgressRing} from './progress-ring.js'

const meta = {
  title: 'Core/Navbar/Trial progress ring',
  component: ProgressRing,
  args: {ratio: 0.3},
} satisfies Meta<typeof ProgressRing>

export default meta
type Story = StoryObj<typeof meta>

export const Early: Story = {}

/** Above 75 % elapsed the ring takes the caution colour. */
export const Late: Story = {args: {ratio: 0.8}}

export const Large: Story = {args: {ratio: 0.5, size: 48}}
