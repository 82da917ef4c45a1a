import type {StorybookConfig} from '@storybook/react-vite'

/** Every package's stories (beside their components) plus this folder's own. */
const config: StorybookConfig = {
  stories: ['../../packages/*/src/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  framework: {name: '@storybook/react-vite', options: {}},
  core: {disableTelemetry: true, disableWhatsNewNotifications: true},
  typescript: {reactDocgen: false},
}

export default config
