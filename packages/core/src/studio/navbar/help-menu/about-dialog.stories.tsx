import type {Meta, StoryObj} from '@storybook/react-vite'
import {AboutDialog} from './about-dialog.js'

const meta = {
  title: 'Core/Navbar/About dialog',
  component: AboutDialog,
  args: {onClose: () => {}},
} satisfies Meta<typeof AboutDialog>

export default meta

export const Open: StoryObj<typeof meta> = {}
