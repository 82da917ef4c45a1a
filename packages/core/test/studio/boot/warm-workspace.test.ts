import {describe, expect, it} from 'vitest'
import type {Tool} from '../../../src/config/types.js'
import {resolveConfig} from '../../../src/resolve/resolve-config.js'
import type {ResolvedWorkspace} from '../../../src/resolve/types.js'
import {warmWorkspace} from '../../../src/studio/boot/kernel-head-start.js'

const structure: Tool = {
  name: 'structure',
  title: 'Structure',
  component: () => null,
  canHandleIntent: () => true,
}
const common = {projectId: 'p1', dataset: 'd', schema: {types: []}, tools: [structure]}
const {workspaces} = resolveConfig([
  {...common, name: 'blog', basePath: '/blog'},
  {...common, name: 'shop', basePath: '/shop'},
])

/** What `warmWorkspace` starts for `pathname`: the sign-in checks asked for, the runtimes begun. */
function warmed(pathname: string, studioBasePath = '') {
  const asked: string[] = []
  const started: {workspace: string; intentDocument: unknown}[] = []
  warmWorkspace(
    {
      get: (workspace: ResolvedWorkspace) => {
        asked.push(workspace.name)
        return undefined as never
      },
    },
    {
      start: (workspace, _store, intentDocument) =>
        started.push({workspace: workspace.name, intentDocument: intentDocument?.()}),
    },
    workspaces,
    studioBasePath,
    pathname,
  )
  return {asked, started}
}

describe('warmWorkspace: the first render starts what the workspace the URL opens needs', () => {
  it("asks for the matched workspace's sign-in check and begins its runtime, under a studio base path too", () => {
    expect(workspaces.map((workspace) => workspace.name)).toEqual(['blog', 'shop'])
    expect(warmed('/shop/structure/post')).toEqual({
      asked: ['shop'],
      started: [{workspace: 'shop', intentDocument: undefined}],
    })
    expect(warmed('/studio/blog', '/studio').asked).toEqual(['blog'])
  })

  it('hands the runtime the document an edit intent names, so its fetch starts with the kernel', () => {
    expect(warmed('/blog/intent/edit/id=p1;type=post').started).toEqual([
      {workspace: 'blog', intentDocument: {id: 'p1', type: 'post'}},
    ])
  })

  it('asks for the first workspace when the root redirects to it, and for none on an unknown path', () => {
    expect(warmed('/')).toEqual({asked: ['blog'], started: [{workspace: 'blog', intentDocument: undefined}]})
    expect(warmed('/nowhere')).toEqual({asked: [], started: []})
  })
})
