import {describe, expect, it} from 'vitest'

import {
  ConfigPropertyError,
  definePlugin,
  flattenPlugins,
  type ListInput,
  type PluginOptions,
} from '../../src/index.js'

describe('definePlugin', () => {
  it('returns the plugin unchanged', () => {
    const plugin = {name: 'seo', tools: []}
    expect(definePlugin(plugin)).toBe(plugin)
  })
})

describe('flattenPlugins', () => {
  it('is depth-first, children before their parent, the root last', () => {
    const workspace = definePlugin({
      name: 'studio',
      projectId: 'local',
      plugins: [{name: 'a', plugins: [{name: 'a1'}, {name: 'a2', plugins: [{name: 'a2x'}]}]}, {name: 'b'}],
    })
    const flat = flattenPlugins(workspace)
    expect(flat.map((entry) => entry.plugin.name)).toEqual(['a1', 'a2x', 'a2', 'a', 'b', 'studio'])
    expect(flat.map((entry) => entry.path.join('/'))).toEqual([
      'studio/a/a1',
      'studio/a/a2/a2x',
      'studio/a/a2',
      'studio/a',
      'studio/b',
      'studio',
    ])
    expect(flat.at(-1)?.plugin).toBe(workspace)
  })

  it('keeps the same plugin twice when it is included twice', () => {
    const shared = {name: 'shared'}
    const flat = flattenPlugins({name: 'root', plugins: [shared, {name: 'x', plugins: [shared]}]})
    expect(flat.map((entry) => entry.path.join('/'))).toEqual([
      'root/shared',
      'root/x/shared',
      'root/x',
      'root',
    ])
  })

  it('names unnamed plugins in paths', () => {
    const flat = flattenPlugins({name: 'root', plugins: [{} as never]})
    expect(flat[0].path).toEqual(['root', '<unnamed>'])
  })

  it('rejects plugins that are not an array, naming the plugin path', () => {
    const bad = {name: 'root', plugins: [{name: 'child', plugins: 'nope' as never}]}
    expect(() => flattenPlugins(bad)).toThrow(ConfigPropertyError)
    expect(() => flattenPlugins(bad)).toThrow('Expected plugins to be an array (plugin: root > child)')
  })

  it('rejects entries of plugins that are not objects', () => {
    expect(() => flattenPlugins({name: 'root', plugins: [null as never]})).toThrow(
      'Expected every entry of plugins to be a plugin object (plugin: root)',
    )
  })
})

describe('plugin types', () => {
  it('let a higher package narrow list items and leave the workspace name optional', () => {
    interface Tool {
      name: string
    }
    interface WorkspaceLike extends PluginOptions {
      tools?: ListInput<Tool, {projectId: string}>
    }
    const workspace: WorkspaceLike = definePlugin({
      name: 'studio',
      tools: (prev: Tool[], context: {projectId: string}) => [...prev, {name: context.projectId}],
    })
    const unnamed: {name?: string; projectId: string} = {projectId: 'local'}
    expect(flattenPlugins(workspace)).toHaveLength(1)
    expect(flattenPlugins(unnamed)[0].path).toEqual(['<unnamed>'])
  })
})
