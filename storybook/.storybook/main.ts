import {readFileSync} from 'node:fs'
import type {StorybookConfig} from '@storybook/react-vite'

// Stories run core's sources, so the version its build defines (packages/core/tsup.config.ts) is defined here too.
const {version} = JSON.parse(
  readFileSync(new URL('../../packages/core/package.json', import.meta.url), 'utf8'),
) as {
  version: string
}

/** Every package's stories (beside their components) plus this folder's own. */
const config: StorybookConfig = {
  stories: ['../../packages/*/src/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  framework: {name: '@storybook/react-vite', options: {}},
  core: {disableTelemetry: true, disableWhatsNewNotifications: true},
  typescript: {reactDocgen: false},
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    define: {...viteConfig.define, __TESSERA_VERSION__: JSON.stringify(version)},
  }),
}

export default config
