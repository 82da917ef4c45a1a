import type {Meta, StoryObj} from '@storybook/react-vite'
import {CorsScreen} from './cors-screen.js'
import {ErrorScreen} from './error-screen.js'
import {LoadingScreen} from './loading-screen.js'
import {LoginScreen} from './login-screen.js'
import {NotAuthorizedScreen} from './not-authorized-screen.js'
import type {WorkspaceChooserEntry} from './workspace-chooser.js'
import {WorkspaceNotFoundScreen} from './workspace-not-found-screen.js'

const meta: Meta = {title: 'Core/Screens/Sign-in and errors'}
export default meta

const noop = () => undefined
const workspaces: WorkspaceChooserEntry[] = [
  {name: 'blog', title: 'Blog', subtitle: 'production', state: 'logged-in'},
  {name: 'shop', title: 'Shop', subtitle: 'shop', state: 'logged-out'},
  {name: 'archive', title: 'Archive', subtitle: 'archive', state: 'no-access'},
]
const providers = [{name: 'tessera', title: 'Tessera', url: 'http://localhost:3334/v1/auth/login/tessera'}]

export const Loading: StoryObj = {render: () => <LoadingScreen />}

export const WorkspaceChooser: StoryObj = {
  render: () => (
    <LoginScreen
      workspaces={workspaces}
      chosenWorkspace={undefined}
      onChooseWorkspace={noop}
      providers={{providers, onChoose: noop}}
    />
  ),
}

export const ProvidersOfChosenWorkspace: StoryObj = {
  render: () => (
    <LoginScreen
      workspaces={workspaces}
      chosenWorkspace="shop"
      onChooseWorkspace={noop}
      providers={{providers, onChoose: noop}}
    />
  ),
}

export const SingleWorkspaceProviders: StoryObj = {
  render: () => (
    <LoginScreen
      workspaces={[workspaces[1]]}
      chosenWorkspace="shop"
      onChooseWorkspace={noop}
      providers={{
        providers: [...providers, {name: 'github', title: 'GitHub', url: 'http://localhost:3334/github'}],
        onChoose: noop,
      }}
    />
  ),
}

export const ProvidersLoading: StoryObj = {
  render: () => (
    <LoginScreen
      workspaces={[workspaces[1]]}
      chosenWorkspace="shop"
      onChooseWorkspace={noop}
      providers={{providers: undefined, onChoose: noop}}
    />
  ),
}

export const NotAuthorized: StoryObj = {
  render: () => <NotAuthorizedScreen userName="Nora Nobody" onSignOut={noop} />,
}

export const Cors: StoryObj = {
  render: () => (
    <CorsScreen
      origin="http://localhost:3333"
      continueUrl="http://localhost:3334/manage/project/local/api?cors=add&origin=http%3A%2F%2Flocalhost%3A3333&credentials="
      reloadOnFocus={false}
    />
  ),
}

export const AnErrorOccured: StoryObj = {
  render: () => (
    <ErrorScreen
      error={new Error('Unknown network error attempting to reach localhost:3334')}
      onRetry={noop}
    />
  ),
}

export const WorkspaceNotFound: StoryObj = {
  render: () => <WorkspaceNotFoundScreen pathname="/nowhere" onGoToDefault={noop} />,
}
