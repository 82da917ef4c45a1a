import {describe, expect, it} from 'vitest'
import {matchWorkspace, type WorkspaceMatch} from '../../src/index.js'

const workspaces = [
  {name: 'blog', basePath: '/en/blog'},
  {name: 'shop', basePath: '/en/shop'},
  {name: 'docs', basePath: '/de/docs'},
]

function summary(match: WorkspaceMatch): string {
  if (match.type === 'match') return `match ${match.workspace.name} ${match.basePath} ${match.restPath}`
  if (match.type === 'redirect') return `redirect ${match.pathname}`
  return `not-found, default ${match.defaultWorkspacePath}`
}

describe('matchWorkspace (spec 000 §2.1)', () => {
  it.each<[string, string, string]>([
    ['the base path itself', '/en/shop', 'match shop /en/shop /'],
    ['the base path with a trailing slash', '/en/shop/', 'match shop /en/shop /'],
    ['beneath a base path', '/en/blog/structure/post', 'match blog /en/blog /structure/post'],
    ['a base path in another case', '/EN/Shop/vision', 'match shop /en/shop /vision'],
    ['the root', '/', 'redirect /en/blog'],
    ['the empty path', '', 'redirect /en/blog'],
    ['a prefix of several base paths', '/en', 'redirect /en/blog'],
    ['a prefix of one base path', '/de', 'redirect /en/blog'],
    ['a path that only shares a start with a base path', '/en/blogging', 'not-found, default /en/blog'],
    ['another path', '/fr/blog', 'not-found, default /en/blog'],
    ['another path below a prefix', '/en/other/thing', 'not-found, default /en/blog'],
  ])('%s: %s', (_label, pathname, expected) => {
    expect(summary(matchWorkspace(workspaces, pathname))).toBe(expected)
  })

  it('gives the workspace and its index', () => {
    const match = matchWorkspace(workspaces, '/de/docs')
    expect(match).toEqual({
      type: 'match',
      workspace: workspaces[2],
      index: 2,
      basePath: '/de/docs',
      restPath: '/',
    })
  })

  it('opens a lone workspace at the root for every path', () => {
    const lone = [{name: 'default'}]
    expect(summary(matchWorkspace(lone, '/'))).toBe('match default / /')
    expect(summary(matchWorkspace(lone, '/structure/post'))).toBe('match default / /structure/post')
    expect(summary(matchWorkspace([{name: 'default', basePath: '/'}], '/vision'))).toBe(
      'match default / /vision',
    )
  })

  it('redirects the root to a lone workspace with a base path', () => {
    expect(summary(matchWorkspace([{name: 'default', basePath: '/studio'}], '/'))).toBe('redirect /studio')
    expect(summary(matchWorkspace([{name: 'default', basePath: '/studio'}], '/other'))).toBe(
      'not-found, default /studio',
    )
  })

  it('finds nothing without workspaces', () => {
    expect(matchWorkspace([], '/a')).toEqual({type: 'not-found', defaultWorkspacePath: '/'})
  })
})
