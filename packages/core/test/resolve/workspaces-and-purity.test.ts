import {buildTheme} from '@sanity/ui/theme'
import {definePlugin} from '@tessera/kit'
import {describe, expect, it} from 'vitest'
import {
  resolveConfig,
  type ResolvedWorkspace,
  type StudioConfig,
  type Tool,
  type WorkspaceOptions,
} from '../../src/index.js'
import {documentType, resolveOk, tool, ws} from './fixtures.js'

const blogTheme = buildTheme()

// A plugin both workspaces use; its reducer mutates what it is given, which must not leak anywhere.
const shared = definePlugin({
  name: 'shared',
  schema: {types: [documentType('tag')]},
  tools: (previous: Tool[]) => {
    previous.push(tool('shared'))
    return previous
  },
})

const blogOptions = (): WorkspaceOptions =>
  ws({
    name: 'blog',
    basePath: '/blog',
    title: 'Blog',
    apiHost: 'http://localhost:3334',
    apiVersion: '2025-02-19',
    auth: {providers: ['github']},
    theme: blogTheme,
    plugins: [shared],
    schema: {types: [documentType('post')]},
    tools: [tool('structure')],
  })

const shopOptions = (): WorkspaceOptions =>
  ws({
    name: 'shop',
    basePath: '/shop',
    dataset: 'shop',
    plugins: [shared],
    schema: {types: [documentType('product')]},
    tools: (previous) => [tool('vision'), ...previous],
  })

const config = (): StudioConfig => [blogOptions(), shopOptions()]

// Compiled schemas hold their own closures; compare what they contain.
function snapshot(workspace: ResolvedWorkspace) {
  const {schema, ...rest} = workspace
  return {...rest, schemaTypeNames: schema.getTypeNames(), schemaName: schema.name}
}

/**
 * Freezes the config the test made, not the objects it points at that compute on read: a @sanity/ui
 * theme fills in its tones through getters on first use, and is the same object for every test file
 * of the worker (frozen, its next lazy read throws).
 */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  const properties = Object.values(Object.getOwnPropertyDescriptors(value))
  if (properties.some((property) => property.get || property.set)) return value
  Object.freeze(value)
  for (const property of properties) deepFreeze(property.value)
  return value
}

describe('resolveConfig: several workspaces', () => {
  it('resolves each workspace on its own', () => {
    const [blog, shop] = resolveOk(config()).workspaces
    expect(blog).toMatchObject({
      name: 'blog',
      title: 'Blog',
      basePath: '/blog',
      projectId: 'local',
      dataset: 'production',
      apiHost: 'http://localhost:3334',
      apiVersion: '2025-02-19',
      auth: {providers: ['github']},
      theme: blogTheme,
    })
    expect(shop).toMatchObject({name: 'shop', basePath: '/shop', dataset: 'shop', title: undefined})
    expect(blog?.tools.map((entry) => entry.name)).toEqual(['shared', 'structure'])
    expect(shop?.tools.map((entry) => entry.name)).toEqual(['vision', 'shared'])
    expect(blog?.schema.get('product')).toBeUndefined()
    expect(shop?.schema.get('post')).toBeUndefined()
    expect(blog?.schema.get('tag')).not.toBe(shop?.schema.get('tag'))
    expect(blog?.schema.name).toBe('blog')
  })

  it('leaves out a workspace with errors and resolves the rest', () => {
    const result = resolveConfig([
      {...blogOptions(), schema: {types: [documentType('post', {fields: [{name: 'x', type: 'nope'}]})]}},
      shopOptions(),
    ])
    expect(result.workspaces.map((workspace) => workspace.name)).toEqual(['shop'])
    expect(result.problems).toMatchObject([{kind: 'schema', workspaceName: 'blog', workspaceIndex: 0}])
  })

  it('returns configuration errors and no workspaces', () => {
    const result = resolveConfig([ws({name: 'a', basePath: '/a'}), ws({name: 'a', basePath: '/b/c'})])
    expect(result.workspaces).toEqual([])
    expect(result.problems.map((problem) => [problem.kind, problem.code])).toEqual([
      ['config', 'workspace-name-duplicate'],
      ['config', 'base-path-segments'],
    ])
  })

  it('returns a result with no workspaces for an empty configuration', () => {
    expect(resolveConfig([])).toEqual({
      workspaces: [],
      failedWorkspaces: [],
      problems: [
        {
          kind: 'config',
          severity: 'error',
          code: 'no-workspaces',
          message: 'At least one workspace is required.',
        },
      ],
    })
  })
})

describe('resolveConfig: purity', () => {
  it('gives equal output for the same input, without changing the input', () => {
    const input = deepFreeze(config())
    const first = resolveOk(input)
    const second = resolveOk(input)
    expect(second.problems).toEqual(first.problems)
    expect(second.workspaces.map(snapshot)).toEqual(first.workspaces.map(snapshot))
    expect(second.workspaces[0]?.tools).not.toBe(first.workspaces[0]?.tools)
  })

  it('shares no mutable state between results', () => {
    const first = resolveOk(config())
    first.workspaces[0]?.tools.push(tool('added'))
    first.workspaces[0]?.templates.splice(0)
    const second = resolveOk(config())
    expect(second.workspaces[0]?.tools.map((entry) => entry.name)).toEqual(['shared', 'structure'])
    expect(second.workspaces[0]?.templates.map((template) => template.id)).toEqual(['tag', 'post'])
  })
})
