import {defineConfig} from 'tessera'
import {structureTool} from 'tessera/structure'
import {schemaTypes} from './src/schema'

export default defineConfig({
  name: 'default',
  title: 'Blog',
  projectId: 'local',
  dataset: 'production',
  // The lake `tessera dev` and `tessera start` run beside the studio.
  apiHost: import.meta.env.TESSERA_LAKE_URL ?? 'http://localhost:3334',
  apiVersion: '2025-02-19',
  plugins: [structureTool()],
  schema: {types: schemaTypes},
})
