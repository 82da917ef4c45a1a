import {definePlugin} from '@tessera/kit'
import {describe, expect, it} from 'vitest'
import {resolveConfig, type ConfigContext, type Tool} from '../../src/index.js'
import {documentType, onlyWorkspace, tool, ws} from './fixtures.js'

const seo = definePlugin({name: 'seo', schema: {types: [documentType('seoSettings')]}, tools: [tool('seo')]})
const media = definePlugin({
  name: 'media',
  plugins: [seo],
  schema: {types: [documentType('mediaTag')]},
  tools: [tool('media')],
})

describe('resolveConfig: plugins', () => {
  it('reduces nested plugins children first, the workspace last', () => {
    const workspace = onlyWorkspace(
      ws({plugins: [media], schema: {types: [documentType('post')]}, tools: [tool('structure')]}),
    )
    expect(workspace.tools.map((entry) => entry.name)).toEqual(['seo', 'media', 'structure'])
    expect(workspace.schema.get('seoSettings')).toBeDefined()
    expect(workspace.schema.get('mediaTag')).toBeDefined()
    expect(workspace.schema.get('post')).toBeDefined()
    expect(workspace.templates.map((template) => template.id)).toEqual(['seoSettings', 'mediaTag', 'post'])
    expect(workspace.plugins.map((entry) => entry.path.join(' > '))).toEqual([
      'default > media > seo',
      'default > media',
      'default',
    ])
    expect(workspace.name).toBe('default')
    expect(workspace.basePath).toBe('')
  })

  it('lets a function reducer remove a tool, with the documented context', () => {
    const contexts: ConfigContext[] = []
    const workspace = onlyWorkspace(
      ws({
        plugins: [media],
        schema: {types: [documentType('post')]},
        tools: (previous: Tool[], context: ConfigContext) => {
          contexts.push(context)
          return previous.filter((entry) => entry.name !== 'seo')
        },
      }),
    )
    expect(workspace.tools.map((entry) => entry.name)).toEqual(['media'])
    expect(contexts).toHaveLength(1)
    expect(contexts[0]).toMatchObject({projectId: 'local', dataset: 'production', currentUser: null})
    expect(contexts[0]?.schema).toBe(workspace.schema)
  })

  it('reduces schema types without a schema in the context', () => {
    let seen: ConfigContext | undefined
    onlyWorkspace(
      ws({
        schema: {
          types: (previous, context) => {
            seen = context
            return [...previous, documentType('post')]
          },
        },
      }),
    )
    expect(seen).toEqual({projectId: 'local', dataset: 'production', currentUser: null})
  })

  it('reduces the other lists: asset sources, locales and bundles; document actions and badges stay per document', () => {
    const publish = {name: 'publish'}
    const workspace = onlyWorkspace(
      ws({
        plugins: [
          definePlugin({
            name: 'extras',
            document: {actions: [publish], badges: ['live']},
            form: {image: {assetSources: ['unsplash']}},
            i18n: {bundles: [{locale: 'en-US', namespace: 'extras', resources: {hello: 'Hello'}}]},
          }),
        ],
        document: {actions: (previous) => [...previous, {name: 'delete'}]},
        form: {file: {assetSources: ['uploads']}},
        i18n: {locales: [{id: 'en-US', title: 'English'}]},
      }),
    )
    // Document actions and badges are reduced per open document (the structure tool does it with the
    // document as context), so resolution keeps the plugins and only checks each value's shape.
    expect('document' in workspace).toBe(false)
    expect(workspace.plugins.map((entry) => entry.path.join(' > '))).toEqual(['default > extras', 'default'])
    expect(workspace.form).toEqual({image: {assetSources: ['unsplash']}, file: {assetSources: ['uploads']}})
    expect(workspace.i18n.locales.map((locale) => locale.id)).toEqual(['en-US'])
    expect(workspace.i18n.bundles.map((bundle) => bundle.namespace)).toEqual(['extras'])
  })

  it('reports a bad plugin value naming the property and the plugin path', () => {
    const broken = definePlugin({name: 'broken', tools: {name: 'oops'} as unknown as Tool[]})
    const result = resolveConfig(
      ws({name: 'blog', plugins: [definePlugin({name: 'outer', plugins: [broken]})]}),
    )
    expect(result.workspaces).toEqual([])
    expect(result.problems).toEqual([
      {
        kind: 'plugin',
        severity: 'error',
        message: 'Expected tools to be an array or a function (plugin: blog > outer > broken)',
        workspaceIndex: 0,
        workspaceName: 'blog',
        property: 'tools',
        pluginPath: ['blog', 'outer', 'broken'],
      },
    ])
  })

  it('reports a reducer that throws or returns no array, every one at once', () => {
    const result = resolveConfig(
      ws({
        plugins: [
          definePlugin({
            name: 'thrower',
            i18n: {
              bundles: () => {
                throw new Error('boom')
              },
            },
          }),
        ],
        tools: (() => 'nope') as unknown as () => Tool[],
      }),
    )
    expect(result.problems.map((problem) => [problem.property, problem.pluginPath, problem.message])).toEqual(
      [
        ['tools', ['default'], 'Expected the function given as tools to return an array (plugin: default)'],
        [
          'i18n.bundles',
          ['default', 'thrower'],
          'Failed to resolve i18n.bundles (plugin: default > thrower): boom',
        ],
      ],
    )
    expect(result.workspaces).toEqual([])
  })

  it('checks document actions and badges without calling their reducers', () => {
    let called = false
    const result = resolveConfig(
      ws({
        plugins: [
          definePlugin({
            name: 'per-document',
            document: {
              actions: (previous: unknown[], context: {documentId?: string}) => {
                called = true
                return context.documentId!.startsWith('x') ? [] : previous
              },
            },
          }),
          definePlugin({name: 'bad', document: {badges: 'live' as unknown as []}}),
        ],
      }),
    )
    expect(called).toBe(false)
    expect(result.problems.map((problem) => [problem.property, problem.pluginPath, problem.message])).toEqual(
      [
        [
          'document.badges',
          ['default', 'bad'],
          'Expected document.badges to be an array or a function (plugin: default > bad)',
        ],
      ],
    )
  })

  it('reports nested plugins that are not an array', () => {
    const result = resolveConfig(ws({plugins: [{name: 'odd', plugins: 'x' as unknown as []}]}))
    expect(result.problems).toMatchObject([
      {kind: 'plugin', property: 'plugins', pluginPath: ['default', 'odd']},
    ])
  })
})

describe('resolveConfig: tools', () => {
  it('orders, hides and keeps warnings for unnamed and duplicate tools', () => {
    const result = resolveConfig(
      ws({
        tools: [tool('a'), tool('b'), tool('a'), {} as Tool, tool('c')],
        toolSwitcher: {order: ['c'], hidden: ['b']},
      }),
    )
    const [workspace] = result.workspaces
    expect(workspace?.tools.map((entry) => entry.name)).toEqual(['c', 'a', 'b'])
    expect(workspace?.visibleTools.map((entry) => entry.name)).toEqual(['c', 'a'])
    expect(workspace?.toolSwitcher).toEqual({order: ['c'], hidden: ['b']})
    expect(result.problems.map((problem) => [problem.kind, problem.severity, problem.code])).toEqual([
      ['tool', 'warning', 'tool-name-duplicate'],
      ['tool', 'warning', 'tool-without-name'],
    ])
  })

  it('rejects a tool named "tool" that a plugin or function contributed', () => {
    const result = resolveConfig(ws({plugins: [definePlugin({name: 'p', tools: [tool('tool')]})]}))
    expect(result.workspaces).toEqual([])
    expect(result.problems).toMatchObject([
      {kind: 'config', code: 'tool-name-reserved', message: 'A tool cannot have the name "tool"'},
    ])
  })
})
