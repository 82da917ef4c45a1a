import {describe, expect, it} from 'vitest'
import {resolveConfig} from '../../../src/resolve/resolve-config.js'
import type {ResolvedWorkspace} from '../../../src/resolve/types.js'
import {warmAuthStore} from '../../../src/studio/boot/auth-stores.js'

const common = {projectId: 'p1', dataset: 'd', schema: {types: []}}
const {workspaces} = resolveConfig([
  {...common, name: 'blog', basePath: '/blog'},
  {...common, name: 'shop', basePath: '/shop'},
])

/** The workspaces whose sign-in check `warmAuthStore` starts for `pathname`. */
function warmed(pathname: string, studioBasePath = ''): string[] {
  const asked: string[] = []
  const cache = {
    get: (workspace: ResolvedWorkspace) => {
      asked.push(workspace.name)
      return undefined as never
    },
    dispose: () => undefined,
  }
  warmAuthStore(cache, workspaces, studioBasePath, pathname)
  return asked
}

describe('warmAuthStore: the sign-in check starts with the first render, for the workspace the URL opens', () => {
  it('asks for the matched workspace, under a studio base path too', () => {
    expect(workspaces.map((workspace) => workspace.name)).toEqual(['blog', 'shop'])
    expect(warmed('/shop/structure/post')).toEqual(['shop'])
    expect(warmed('/studio/blog', '/studio')).toEqual(['blog'])
  })

  it('asks for the first workspace when the root redirects to it, and for none on an unknown path', () => {
    expect(warmed('/')).toEqual(['blog'])
    expect(warmed('/nowhere')).toEqual([])
  })
})
