import type {Meta, StoryObj} from '@storybook/react-vite'
import {sampleProblems} from '../story-fixtures.js'
import {ConfigIssuesView} from './config-issues-view.js'

const meta = {
  title: 'Core/Navbar/Configuration issues',
  component: ConfigIssuesView,
  args: {problems: sampleProblems},
} satisfies Meta<typeof ConfigIssuesView>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = {args: {defaultOpen: true}}

export const WithErrors: Story = {
  args: {
    defaultOpen: true,
    problems: [
      ...sampleProblems,
      {
        kind: 'config',
        severity: 'error',
        message: 'basePath must be a string, and must start with a slash',
        workspaceName: 'docs',
        property: 'basePath',
      },
    ],
  },
}

/** Nothing is rendered without problems. */
export const NoProblems: Story = {args: {problems: []}}
