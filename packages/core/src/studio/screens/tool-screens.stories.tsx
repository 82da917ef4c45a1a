import type {Meta, StoryObj} from '@storybook/react-vite'
import {SchemaErrorsScreen} from './schema-errors-screen.js'
import {NoToolsScreen, RedirectingScreen, ToolCrashScreen, ToolNotFoundScreen} from './tool-screens.js'

const meta: Meta = {title: 'Core/Screens/Tools and schema'}
export default meta

export const NoConfiguredTools: StoryObj = {render: () => <NoToolsScreen />}

export const ToolNotFound: StoryObj = {render: () => <ToolNotFoundScreen toolName="vision" />}

export const Redirecting: StoryObj = {render: () => <RedirectingScreen />}

export const ToolCrashed: StoryObj = {
  render: () => (
    <ToolCrashScreen
      toolTitle="Structure"
      error={new Error('Cannot read properties of undefined')}
      onRetry={() => undefined}
    />
  ),
}

export const SchemaErrors: StoryObj = {
  render: () => (
    <SchemaErrorsScreen
      problems={[
        {
          kind: 'schema',
          severity: 'error',
          message: 'Type "post" has a field "author" of unknown type "person"',
          workspaceName: 'blog',
          property: 'schema.types',
        },
        {
          kind: 'schema',
          severity: 'error',
          message: 'Field names must be unique: "title" appears twice',
          workspaceName: 'blog',
          property: 'schema.types',
        },
      ]}
    />
  ),
}
