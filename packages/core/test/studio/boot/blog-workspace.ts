import {TEST_DATASET, TEST_PROJECT_ID} from '@tessera/lake/testing'
import {resolveConfig} from '../../../src/resolve/resolve-config.js'
import type {WorkspaceSchemaOptions} from '../../../src/config/types.js'
import type {ResolvedWorkspace} from '../../../src/resolve/types.js'

/** A resolved workspace, 'blog', on the test lake at `apiHost`, with the schema types given. */
export function blogWorkspace(
  apiHost: string,
  types: WorkspaceSchemaOptions['types'] = [],
): ResolvedWorkspace {
  const {workspaces, problems} = resolveConfig({
    name: 'blog',
    projectId: TEST_PROJECT_ID,
    dataset: TEST_DATASET,
    apiHost,
    apiVersion: '2025-02-19',
    schema: {types},
  })
  if (!workspaces[0]) throw new Error(JSON.stringify(problems))
  return workspaces[0]
}
