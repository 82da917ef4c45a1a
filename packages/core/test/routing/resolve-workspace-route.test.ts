import {describe, expect, it} from 'vitest'
import {matchWorkspace, resolveWorkspaceRoute, type RoutedWorkspace, type Tool} from '../../src/index.js'

const structure: Tool = {
  name: 'structure',
  title: 'Structure',
  canHandleIntent: (intent, params) => intent === 'edit' || params.type === 'post',
}
const vision: Tool = {name: 'vision', title: 'Vision'}
const media: Tool = {name: 'media', canHandleIntent: (intent) => intent === 'create'}
const workspace: RoutedWorkspace = {basePath: '/en/blog', tools: [structure, vision, media]}

function route(rest: string, target: RoutedWorkspace = workspace) {
  const {warnings, ...result} = resolveWorkspaceRoute(target, rest)
  expect(warnings).toEqual([])
  return result
}

describe('resolveWorkspaceRoute: tools', () => {
  it('opens a tool by name and passes the rest to its router', () => {
    expect(route('/vision')).toEqual({type: 'tool', tool: vision, toolPath: '/', isDefaultTool: false})
    expect(route('/structure/post/post-1')).toEqual({
      type: 'tool',
      tool: structure,
      toolPath: '/post/post-1',
      isDefaultTool: false,
    })
  })

  it('falls back to the first tool when the path names none', () => {
    expect(route('/')).toEqual({type: 'tool', tool: structure, toolPath: '/', isDefaultTool: true})
    expect(route('')).toEqual({type: 'tool', tool: structure, toolPath: '/', isDefaultTool: true})
  })

  it('falls back to the first tool the switcher shows', () => {
    const ordered = {...workspace, toolSwitcher: {order: ['media', 'vision'], hidden: ['media']}}
    expect(route('/', ordered)).toMatchObject({type: 'tool', tool: vision, isDefaultTool: true})
    // Hidden tools stay reachable by URL.
    expect(route('/media', ordered)).toMatchObject({type: 'tool', tool: media, isDefaultTool: false})
    const allHidden = {...workspace, toolSwitcher: {hidden: ['structure', 'vision', 'media']}}
    expect(route('/', allHidden)).toMatchObject({type: 'tool', tool: structure})
  })

  it('sends an unknown tool to the workspace root, replacing the entry', () => {
    expect(route('/nope/deep/path')).toEqual({
      type: 'redirect',
      pathname: '/en/blog',
      replace: true,
      reason: 'unknown-tool',
      toolName: 'nope',
    })
    expect(route('/nope', {tools: [vision]})).toMatchObject({type: 'redirect', pathname: '/'})
  })

  it("says 'No configured tools' without tools", () => {
    expect(route('/', {basePath: '/a', tools: []})).toEqual({
      type: 'no-tools',
      message: 'No configured tools',
    })
    expect(route('/structure', {basePath: '/a', tools: []})).toEqual({
      type: 'no-tools',
      message: 'No configured tools',
    })
  })
})

describe('resolveWorkspaceRoute: the legacy desk tool', () => {
  it("redirects 'desk' to 'structure' with replace, keeping the rest of the path", () => {
    expect(route('/desk/post;post-1')).toEqual({
      type: 'redirect',
      pathname: '/en/blog/structure/post;post-1',
      replace: true,
      reason: 'legacy-desk',
      toolName: 'desk',
    })
    expect(route('/desk')).toMatchObject({pathname: '/en/blog/structure', replace: true})
  })

  it("opens a real 'desk' tool when one exists", () => {
    const desk: Tool = {name: 'desk'}
    expect(route('/desk/x', {tools: [structure, desk]})).toEqual({
      type: 'tool',
      tool: desk,
      toolPath: '/x',
      isDefaultTool: false,
    })
  })

  it("treats 'desk' as unknown when there is no structure tool", () => {
    expect(route('/desk', {basePath: '/a', tools: [vision]})).toMatchObject({
      type: 'redirect',
      pathname: '/a',
      reason: 'unknown-tool',
    })
  })
})

describe('resolveWorkspaceRoute: intents', () => {
  it('gives an edit intent to the first tool that can handle it', () => {
    expect(route('/intent/edit/id=post-1;type=post')).toEqual({
      type: 'intent',
      intent: 'edit',
      params: {id: 'post-1', type: 'post'},
      tool: structure,
    })
  })

  it('follows the switcher order when several tools can handle it', () => {
    const ordered = {...workspace, toolSwitcher: {order: ['media']}}
    expect(route('/intent/create/type=post', ordered)).toMatchObject({intent: 'create', tool: media})
    expect(route('/intent/create/type=post')).toMatchObject({intent: 'create', tool: structure})
  })

  it('leaves the tool undefined when no tool can handle it', () => {
    expect(route('/intent/edit/id=x;type=post', {tools: [vision]})).toEqual({
      type: 'intent',
      intent: 'edit',
      params: {id: 'x', type: 'post'},
      tool: undefined,
    })
  })

  it('sends a malformed intent to the workspace root', () => {
    expect(route('/intent/destroy/id=x')).toEqual({
      type: 'redirect',
      pathname: '/en/blog',
      replace: true,
      reason: 'invalid-intent',
    })
  })
})

describe('resolveWorkspaceRoute: warnings', () => {
  it('reports unnamed and duplicate tools with every result', () => {
    const result = resolveWorkspaceRoute({tools: [vision, {} as Tool, {name: 'vision'}]}, '/vision')
    expect(result).toMatchObject({type: 'tool', tool: vision})
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'The tool at index 1 has no `name` and is left out',
      'Several tools are named "vision"; only the first is used',
    ])
  })
})

describe('matchWorkspace + resolveWorkspaceRoute', () => {
  it('routes a full pathname', () => {
    const workspaces = [
      {name: 'blog', ...workspace},
      {name: 'shop', basePath: '/en/shop', tools: [vision]},
    ]
    const match = matchWorkspace(workspaces, '/en/blog/desk/post')
    if (match.type !== 'match') throw new Error(`expected a match, got ${match.type}`)
    expect(resolveWorkspaceRoute(match.workspace, match.restPath)).toMatchObject({
      type: 'redirect',
      pathname: '/en/blog/structure/post',
      replace: true,
    })
  })
})
