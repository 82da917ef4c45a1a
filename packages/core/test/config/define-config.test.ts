import {describe, expect, it} from 'vitest'
import {defineConfig, listWorkspaces} from '../../src/index.js'

describe('defineConfig', () => {
  it('returns the configuration unchanged', () => {
    const single = {projectId: 'local', dataset: 'production', title: 'Blog'}
    expect(defineConfig(single)).toBe(single)
    const several = [
      {name: 'a', basePath: '/a', projectId: 'local', dataset: 'a'},
      {name: 'b', basePath: '/b', projectId: 'local', dataset: 'b'},
    ]
    expect(defineConfig(several)).toBe(several)
  })
})

describe('listWorkspaces', () => {
  it("names a lone workspace 'default' and puts it at the root", () => {
    expect(listWorkspaces({projectId: 'p', dataset: 'd'})).toEqual([
      {projectId: 'p', dataset: 'd', name: 'default', basePath: ''},
    ])
    expect(listWorkspaces([{projectId: 'p', dataset: 'd', basePath: '/'}])[0]).toMatchObject({
      name: 'default',
      basePath: '',
    })
  })

  it('keeps names and basePaths of several workspaces', () => {
    const workspaces = listWorkspaces([
      {name: 'a', basePath: '/a', projectId: 'p', dataset: 'd'},
      {name: 'b', basePath: '/b', projectId: 'p', dataset: 'd'},
    ])
    expect(workspaces.map(({name, basePath}) => [name, basePath])).toEqual([
      ['a', '/a'],
      ['b', '/b'],
    ])
  })
})
