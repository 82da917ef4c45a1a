import {defineConfig} from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/cli/main.ts'],
  format: ['esm'],
  dts: {entry: 'src/index.ts'},
  clean: true,
  target: 'node20',
  platform: 'node',
})
