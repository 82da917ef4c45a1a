import type {Meta, StoryObj} from '@storybook/react-vite'
import {sampleHelp, sampleProblems, sampleTools, sampleUser, sampleWorkspaces} from '../story-fixtures.js'
import {MobileSidebarView} from './mobile-sidebar-view.js'

const meta = {
  title: 'Core/Navbar/Mobile sidebar',
  component: MobileSidebarView,
  parameters: {layout: 'fullscreen'},
  args: {
    open: true,
    onClose: () => {},
    user: {...sampleUser, onColorSchemeChange: () => {}, onSignOut: () => {}},
    tools: sampleTools.slice(0, 4),
    activeToolName: 'vision',
    onNavigateTool: () => {},
    workspaces: {workspaces: sampleWorkspaces, activeName: 'blog', onSelect: () => {}},
    help: {state: sampleHelp, onAction: () => {}},
    problems: sampleProblems,
    freeTrial: {
      daysLeft: 12,
      totalDays: 30,
      open: null,
      hasButton: true,
      onToggle: () => {},
      onCta: () => {},
      onClose: () => {},
    },
  },
  decorators: [
    (Story) => (
      <div style={{height: 640}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MobileSidebarView>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}

/** With one tool there is no tool list; one workspace, no switcher. */
export const SingleToolAndWorkspace: Story = {
  args: {
    tools: sampleTools.slice(0, 1),
    workspaces: {workspaces: sampleWorkspaces.slice(0, 1), activeName: 'blog', onSelect: () => {}},
    problems: [],
    freeTrial: null,
    user: {
      ...sampleUser,
      inviteMembersUrl: 'http://localhost:3334/manage/project/tessera/members',
      onColorSchemeChange: () => {},
      onSignOut: () => {},
    },
  },
}
