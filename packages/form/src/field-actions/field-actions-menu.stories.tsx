import {CopyIcon} from '@sanity/icons/Copy'
import {TranslateIcon} from '@sanity/icons/Translate'
import {TrashIcon} from '@sanity/icons/Trash'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {FieldActionsMenu} from './field-actions-menu.js'
import type {FieldActionNode} from './types.js'

const noop = () => {}

const actions: FieldActionNode[] = [
  {type: 'action', title: 'Copy field', icon: CopyIcon, onAction: noop},
  {type: 'action', title: 'Paste', onAction: noop, disabled: true},
  {type: 'divider'},
  {
    type: 'group',
    title: 'Translate',
    children: [
      {type: 'action', title: 'To Norwegian', icon: TranslateIcon, onAction: noop},
      {
        type: 'group',
        title: 'More languages',
        children: [
          {type: 'action', title: 'To German', onAction: noop},
          {type: 'action', title: 'To French', onAction: noop},
        ],
      },
    ],
  },
  {type: 'divider'},
  {type: 'action', title: 'Clear field', icon: TrashIcon, tone: 'critical', onAction: noop},
]

const meta = {
  title: 'Form/Field actions menu',
  component: FieldActionsMenu,
  args: {id: 'title', fieldTitle: 'Title', actions},
  decorators: [
    (Story) => (
      <div style={{display: 'flex', justifyContent: 'flex-end', padding: 8, minHeight: 360, maxWidth: 480}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldActionsMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Closed: the '…' button in a field's header. */
export const Closed: Story = {}
/** Open: actions, dividers, a group shown in place, and a nested group as a submenu. */
export const Open: Story = {
  play: async () => {
    await userEvent.click(screen.getByTitle('Field actions: Title'))
  },
}
/** Every action hidden: no menu at all. */
export const NothingVisible: Story = {
  args: {actions: [{type: 'action', title: 'Secret', hidden: true, onAction: noop}, {type: 'divider'}]},
}
