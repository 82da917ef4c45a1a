import {describe, expect, it} from 'vitest'

import {
  collectPluginValues,
  ConfigPropertyError,
  ConfigResolutionError,
  flattenPlugins,
  getPluginProperty,
  LIST_PROPERTIES,
  resolveFlag,
  resolveLastValue,
  resolvePluginProperty,
  resolveReducedValue,
  type ListReducer,
  type PluginOptions,
} from '../../src/index.js'

function captureError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}

describe('resolveReducedValue', () => {
  it('appends arrays in flattened order, after the initial value', () => {
    const plugins = flattenPlugins({
      name: 'studio',
      tools: ['desk'],
      plugins: [{name: 'a', tools: ['a-tool'], plugins: [{name: 'a1', tools: ['a1-tool']}]}, {name: 'b'}],
    })
    expect(resolveReducedValue(plugins, 'tools', ['built-in'], {})).toEqual([
      'built-in',
      'a1-tool',
      'a-tool',
      'desk',
    ])
  })

  it('lets a function transform what has accumulated, with the context', () => {
    const context = {currentUser: 'ada'}
    const plugins = flattenPlugins({
      name: 'studio',
      plugins: [{name: 'a', schema: {types: ['post', 'author']}}],
      schema: {
        types: ((prev: string[], ctx: typeof context) => [
          ...prev.filter((type) => type !== 'author'),
          ctx.currentUser,
        ]) as ListReducer<unknown>,
      },
    })
    expect(resolveReducedValue(plugins, 'schema.types', [], context)).toEqual(['post', 'ada'])
  })

  it('reads every nested list path of DESIGN §3', () => {
    for (const propertyPath of LIST_PROPERTIES) {
      const segments = propertyPath.split('.')
      const nested = segments.reduceRight<unknown>((value, segment) => ({[segment]: value}), ['item'])
      const plugins = flattenPlugins({name: 'studio', ...(nested as object)})
      expect(resolveReducedValue(plugins, propertyPath, [], undefined)).toEqual(['item'])
    }
  })

  it('does not let a reducer mutate the accumulated value of others', () => {
    const initial = ['x']
    const plugins = flattenPlugins({
      name: 'studio',
      tools: (prev: unknown[]) => {
        prev.push('mutated')
        return ['replaced']
      },
    })
    expect(resolveReducedValue(plugins, 'tools', initial, {})).toEqual(['replaced'])
    expect(initial).toEqual(['x'])
  })

  it('rejects values that are neither array nor function with the exact message and plugin path', () => {
    const plugins = flattenPlugins({
      name: 'studio',
      plugins: [{name: 'seo', plugins: [{name: 'inner', document: {badges: 'draft' as never}}]}],
    })
    const error = captureError(() => resolveReducedValue(plugins, 'document.badges', [], {}))
    expect(error).toBeInstanceOf(ConfigResolutionError)
    const resolution = error as ConfigResolutionError
    expect(resolution.message).toBe(
      'Could not resolve document.badges\n- Expected document.badges to be an array or a function (plugin: studio > seo > inner)',
    )
    expect(resolution.propertyName).toBe('document.badges')
    expect(resolution.pluginPath).toEqual(['studio'])
    expect(resolution.causes).toHaveLength(1)
    const cause = resolution.causes[0] as ConfigPropertyError
    expect(cause).toBeInstanceOf(ConfigPropertyError)
    expect(cause.message).toBe(
      'Expected document.badges to be an array or a function (plugin: studio > seo > inner)',
    )
    expect(cause.propertyName).toBe('document.badges')
    expect(cause.pluginPath).toEqual(['studio', 'seo', 'inner'])
  })

  it('reports every bad plugin at once, including throwing and non-array reducers', () => {
    const boom = new Error('boom')
    const plugins = flattenPlugins({
      name: 'studio',
      plugins: [
        {name: 'a', tools: {} as never},
        {
          name: 'b',
          tools: () => {
            throw boom
          },
        },
        {name: 'c', tools: () => 'nope' as never},
        {name: 'd', tools: ['fine']},
      ],
    })
    const error = captureError(() => resolveReducedValue(plugins, 'tools', [], {})) as ConfigResolutionError
    expect(error.message).toBe(
      [
        'Could not resolve tools',
        '- Expected tools to be an array or a function (plugin: studio > a)',
        '- Failed to resolve tools (plugin: studio > b): boom',
        '- Expected the function given as tools to return an array (plugin: studio > c)',
      ].join('\n'),
    )
    expect((error.causes[1] as ConfigPropertyError).cause).toBe(boom)
  })

  it('treats null as a bad value', () => {
    const plugins = flattenPlugins({name: 'studio', schema: {templates: null as never}})
    expect(() => resolveReducedValue(plugins, 'schema.templates', [], {})).toThrow(
      'Expected schema.templates to be an array or a function (plugin: studio)',
    )
  })
})

describe('flags and single values', () => {
  const plugins = flattenPlugins({
    name: 'studio',
    plugins: [
      {name: 'a', scheduledPublishing: {enabled: true}, title: 'From a'},
      {name: 'b', scheduledPublishing: {enabled: false}},
      {name: 'c'},
    ],
  })

  it('lets the last plugin that sets a flag win', () => {
    expect(resolveFlag(plugins, 'scheduledPublishing.enabled', true)).toBe(false)
    expect(resolveFlag(flattenPlugins({name: 'x', plugins: [{name: 'y', beta: true}]}), 'beta', false)).toBe(
      true,
    )
    expect(
      resolveFlag(flattenPlugins({name: 'x', beta: false, plugins: [{name: 'y', beta: true}]}), 'beta', true),
    ).toBe(false)
  })

  it('uses the initial value when no plugin sets the flag', () => {
    expect(resolveFlag(plugins, 'missing.flag', true)).toBe(true)
  })

  it('rejects a non-boolean flag naming property and plugin path', () => {
    const bad = flattenPlugins({name: 'studio', plugins: [{name: 'a', beta: 'yes'}]})
    expect(() => resolveFlag(bad, 'beta', false)).toThrow(
      'Could not resolve beta\n- Expected beta to be a boolean (plugin: studio > a)',
    )
  })

  it('resolveLastValue keeps the last defined value', () => {
    expect(resolveLastValue(plugins, 'title', 'Default')).toBe('From a')
    expect(resolveLastValue(plugins, 'subtitle', 'Default')).toBe('Default')
  })

  it('collectPluginValues gives every defined value in order', () => {
    const layered = flattenPlugins({
      name: 'studio',
      studio: {components: {navbar: 'root'}},
      plugins: [{name: 'a', studio: {components: {navbar: 'a'}}}, {name: 'b'}],
    })
    expect(collectPluginValues(layered, 'studio.components.navbar')).toEqual(['a', 'root'])
  })
})

describe('resolvePluginProperty', () => {
  const [entry] = flattenPlugins({name: 'studio', schema: {types: 42 as never}} satisfies PluginOptions)

  it('reads nested paths', () => {
    expect(getPluginProperty(entry.plugin, 'schema.types')).toBe(42)
    expect(getPluginProperty(entry.plugin, 'schema.types.deeper')).toBeUndefined()
    expect(resolvePluginProperty(entry, 'schema.types', (value) => Number(value) + 1)).toBe(43)
  })

  it('wraps errors with the property and plugin path', () => {
    const error = captureError(() =>
      resolvePluginProperty(entry, 'schema.types', () => {
        throw new TypeError('Schema types must be an array or a function')
      }),
    ) as ConfigPropertyError
    expect(error).toBeInstanceOf(ConfigPropertyError)
    expect(error.message).toBe(
      'Failed to resolve schema.types (plugin: studio): Schema types must be an array or a function',
    )
    expect(error.propertyName).toBe('schema.types')
    expect(error.pluginPath).toEqual(['studio'])
  })
})

describe('ConfigResolutionError', () => {
  it('lets core name what it resolved, with nested causes', () => {
    const inner = new ConfigResolutionError({
      propertyName: 'tools',
      pluginPath: ['blog'],
      causes: [new Error('x')],
    })
    const outer = new ConfigResolutionError({type: 'workspace "blog"', pluginPath: ['blog'], causes: [inner]})
    expect(outer.message).toBe('Could not resolve workspace "blog"\n- Could not resolve tools\n  - x')
    expect(outer.propertyName).toBeUndefined()
    expect(outer.type).toBe('workspace "blog"')
  })
})
