import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {screen, userEvent} from 'storybook/test'
import type {ColorSchemeSetting} from '../../colour-scheme/types.js'
import {sampleUser} from '../story-fixtures.js'
import {UserMenuView, type UserMenuViewProps} from './user-menu-view.js'

/** Keeps the chosen scheme, so the check mark follows the choice. */
function Stateful(props: UserMenuViewProps) {
  const [scheme, setScheme] = useState<ColorSchemeSetting>(props.colorScheme)
  return <UserMenuView {...props} colorScheme={scheme} onColorSchemeChange={setScheme} />
}

const meta = {
  title: 'Core/Navbar/User menu',
  component: UserMenuView,
  render: (args) => <Stateful {...args} />,
  args: {...sampleUser, onColorSchemeChange: () => {}, onSignOut: () => {}},
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
} satisfies Meta<typeof UserMenuView>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

const open: Story['play'] = async () => {
  await userEvent.click(screen.getByRole('button', {name: /User menu/}))
}

export const Open: Story = {play: open}

/** Administrators also see 'Invite members'. */
export const Administrator: Story = {
  args: {inviteMembersUrl: 'http://localhost:3334/manage/project/tessera/members', colorScheme: 'dark'},
  play: open,
}

export const WithPicture: Story = {
  args: {
    user: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      providerTitle: 'Google',
      imageUrl:
        'data:image/svg+xml;utf8,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#8a5"/></svg>',
        ),
    },
  },
  play: open,
}

/** A workspace with several locales offers the language choice. */
export const WithLanguages: Story = {
  args: {
    locales: [
      {id: 'en-US', title: 'English (US)'},
      {id: 'nb-NO', title: 'Norsk (bokmål)'},
    ],
    locale: 'nb-NO',
    onLocaleChange: () => {},
  },
  play: open,
}
