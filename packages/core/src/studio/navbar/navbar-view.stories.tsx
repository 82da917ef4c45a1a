import type {Decorator, Meta, StoryObj} from '@storybook/react-vite'
import {Button} from '@sanity/ui'
import {AddIcon} from '@sanity/icons/Add'
import {NavbarView} from './navbar-view.js'
import {
  sampleHelp,
  samplePresence,
  sampleProblems,
  sampleTools,
  sampleUser,
  sampleWorkspaces,
} from './story-fixtures.js'

/**
 * Width steps: @sanity/ui media queries follow the viewport, not the story's container, so each
 * story passes `mediaIndex` (the step to lay out for) and a decorator draws the navbar in a container
 * of the matching width. That keeps every step renderable in any Storybook window and in the
 * story test runner, without relying on the viewport addon.
 */
function atWidth(width: number): Decorator {
  return (Story) => (
    <div style={{width, maxWidth: '100%', border: '1px dashed rgba(128, 128, 128, 0.4)'}}>
      <Story />
    </div>
  )
}

const meta = {
  title: 'Core/Navbar/Navbar',
  component: NavbarView,
  parameters: {layout: 'fullscreen'},
  args: {
    newDocument: <Button mode="bleed" icon={AddIcon} aria-label="New document" />,
    tools: sampleTools.slice(0, 3),
    activeToolName: 'structure',
    onNavigateTool: () => {},
    user: {...sampleUser, onColorSchemeChange: () => {}, onSignOut: () => {}},
    help: {state: sampleHelp, onAction: () => {}},
    presence: {entries: samplePresence.slice(0, 2), onNavigate: () => {}},
    workspaces: {workspaces: sampleWorkspaces, activeName: 'blog', onSelect: () => {}},
    problems: [],
    freeTrial: null,
  },
} satisfies Meta<typeof NavbarView>

export default meta
type Story = StoryObj<typeof meta>

/** 360 px (media index 1): menu button, new document and presence; the rest is in the sidebar. */
export const Narrow: Story = {args: {mediaIndex: 1}, decorators: [atWidth(360)]}

/** 800 px (media index 2): help, presence, workspaces and the user menu; tools stay in the sidebar. */
export const Medium: Story = {args: {mediaIndex: 2}, decorators: [atWidth(800)]}

/** 1400 px (media index 4): the tools row. */
export const Wide: Story = {args: {mediaIndex: 4}, decorators: [atWidth(1400)]}

/** Too many tools for 900 px: the rest go into 'More' (the active one highlights it). */
export const OverflowingTools: Story = {
  args: {mediaIndex: 3, tools: sampleTools, activeToolName: 'insights'},
  decorators: [atWidth(900)],
}

export const WithConfigurationIssues: Story = {
  args: {mediaIndex: 4, problems: sampleProblems},
  decorators: [atWidth(1400)],
}

export const WithFreeTrial: Story = {
  args: {
    mediaIndex: 4,
    freeTrial: {
      daysLeft: 5,
      totalDays: 30,
      open: null,
      hasButton: true,
      onToggle: () => {},
      onCta: () => {},
      onClose: () => {},
    },
  },
  decorators: [atWidth(1400)],
}

export const SingleWorkspace: Story = {
  args: {
    mediaIndex: 4,
    workspaces: {workspaces: sampleWorkspaces.slice(0, 1), activeName: 'blog', onSelect: () => {}},
  },
  decorators: [atWidth(1400)],
}

/** The narrow navbar with its sidebar open. */
export const NarrowWithSidebar: Story = {
  args: {
    mediaIndex: 1,
    defaultSidebarOpen: true,
    tools: sampleTools.slice(0, 4),
    problems: sampleProblems,
    freeTrial: {
      daysLeft: 25,
      totalDays: 30,
      open: null,
      hasButton: true,
      onToggle: () => {},
      onCta: () => {},
      onClose: () => {},
    },
  },
  decorators: [atWidth(360)],
}
