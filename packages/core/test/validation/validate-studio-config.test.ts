import {describe, expect, it} from 'vitest'
import {validateStudioConfig, type StudioConfig, type WorkspaceOptions} from '../../src/index.js'

const base = {projectId: 'local', dataset: 'production'}
const ws = (options: Partial<WorkspaceOptions>): WorkspaceOptions => ({...base, ...options})

function messages(config: StudioConfig): string[] {
  return validateStudioConfig(config).map((problem) => problem.message)
}

describe('validateStudioConfig: workspaces and names', () => {
  it.each<[string, StudioConfig, string[]]>([
    ['no workspaces', [], ['At least one workspace is required.']],
    ['a single workspace without a name', ws({}), []],
    ['a single workspace in an array without a name', [ws({})], []],
    [
      'several workspaces, one without a name',
      [ws({name: 'a', basePath: '/a'}), ws({basePath: '/b'})],
      ['All workspaces must have a `name`, unless only a single workspace is defined'],
    ],
    [
      'duplicate names, case-insensitive',
      [
        ws({name: 'blog', basePath: '/a'}),
        ws({name: 'blog', basePath: '/b'}),
        ws({name: 'BLOG', basePath: '/c'}),
      ],
      [
        'Workspace names must be unique (case-insensitive): "blog" is used more than once',
        'Workspace name "BLOG" is invalid: names may only use a-z, 0-9, underscore and dashes, and cannot start with an underscore or a dash',
      ],
    ],
    [
      'a name starting with a dash',
      ws({name: '-blog'}),
      [
        'Workspace name "-blog" is invalid: names may only use a-z, 0-9, underscore and dashes, and cannot start with an underscore or a dash',
      ],
    ],
    [
      'a name starting with an underscore',
      ws({name: '_blog'}),
      [
        'Workspace name "_blog" is invalid: names may only use a-z, 0-9, underscore and dashes, and cannot start with an underscore or a dash',
      ],
    ],
    [
      'a name with a space',
      ws({name: 'my blog'}),
      [
        'Workspace name "my blog" is invalid: names may only use a-z, 0-9, underscore and dashes, and cannot start with an underscore or a dash',
      ],
    ],
    ['a name with digits, underscores and dashes', ws({name: '0blog_en-gb'}), []],
  ])('%s', (_label, config, expected) => {
    expect(messages(config)).toEqual(expected)
  })

  it('says where each problem is', () => {
    expect(validateStudioConfig([ws({name: 'a', basePath: '/a'}), ws({basePath: '/b'})])).toEqual([
      {
        code: 'workspace-name-missing',
        message: 'All workspaces must have a `name`, unless only a single workspace is defined',
        workspaceIndex: 1,
        property: 'name',
      },
    ])
    expect(validateStudioConfig([])).toEqual([
      {code: 'no-workspaces', message: 'At least one workspace is required.'},
    ])
  })
})

describe('validateStudioConfig: basePath', () => {
  it.each<[string, StudioConfig, string[]]>([
    ['a single workspace at the root', ws({basePath: '/'}), []],
    ['a single workspace with no basePath', ws({}), []],
    ['a single workspace with a nested basePath', ws({basePath: '/studio/blog'}), []],
    ['no leading slash', ws({basePath: 'blog'}), ['basePath must be a string, and must start with a slash']],
    [
      'not a string',
      ws({basePath: 42 as unknown as string}),
      ['basePath must be a string, and must start with a slash'],
    ],
    [
      'bad characters',
      ws({basePath: '/blog.en'}),
      ['basePath "/blog.en" is invalid: it may only use letters, digits, "/", "_" and "-"'],
    ],
    [
      'a trailing slash',
      ws({basePath: '/blog/'}),
      ['basePath "/blog/" is invalid: it cannot end with a slash'],
    ],
    [
      'several workspaces, one without basePath',
      [ws({name: 'a', basePath: '/a'}), ws({name: 'b'})],
      ['All workspaces must have a `basePath` when several workspaces are defined'],
    ],
    [
      'several workspaces, one at the root',
      [ws({name: 'a', basePath: '/'}), ws({name: 'b', basePath: '/b'})],
      ['All workspaces must have a `basePath` when several workspaces are defined'],
    ],
    [
      'different numbers of segments',
      [ws({name: 'a', basePath: '/a'}), ws({name: 'b', basePath: '/b/c'})],
      ['All workspace basePaths must have the same number of segments: "/a", "/b/c"'],
    ],
    [
      'duplicate basePaths, case-insensitive',
      [ws({name: 'a', basePath: '/blog'}), ws({name: 'b', basePath: '/Blog'})],
      ['Workspace basePaths must be unique (case-insensitive): "/Blog" is used more than once'],
    ],
    [
      'several valid workspaces',
      [ws({name: 'a', basePath: '/en/a'}), ws({name: 'b', basePath: '/en/b'})],
      [],
    ],
  ])('%s', (_label, config, expected) => {
    expect(messages(config)).toEqual(expected)
  })

  it('locates basePath problems', () => {
    expect(validateStudioConfig([ws({name: 'a', basePath: '/a'}), ws({name: 'b', basePath: 'b'})])).toEqual([
      {
        code: 'base-path-invalid',
        message: 'basePath must be a string, and must start with a slash',
        workspaceIndex: 1,
        workspaceName: 'b',
        property: 'basePath',
      },
    ])
  })
})

describe('validateStudioConfig: tools, client, lists and locales', () => {
  it.each<[string, StudioConfig, string[]]>([
    [
      'a tool named "tool"',
      ws({tools: [{name: 'structure'}, {name: 'tool'}]}),
      ['A tool cannot have the name "tool"'],
    ],
    ['tools as a function are checked after reduction', ws({tools: (previous) => previous}), []],
    [
      'apiHost without apiVersion',
      ws({apiHost: 'http://localhost:3334'}),
      ['Missing required `apiVersion` option'],
    ],
    ['apiHost with apiVersion', ws({apiHost: 'http://localhost:3334', apiVersion: '2025-02-19'}), []],
    ['schema types as a function', ws({schema: {types: (previous) => previous}}), []],
    [
      'schema types as an object',
      ws({schema: {types: {} as unknown as []}}),
      ['Expected `schema.types` to be an array or a function, but got object'],
    ],
    [
      'schema templates as a string',
      ws({schema: {templates: 'x' as unknown as []}}),
      ['Expected `schema.templates` to be an array or a function, but got string'],
    ],
    [
      'tools as null',
      ws({tools: null as unknown as []}),
      ['Expected `tools` to be an array or a function, but got null'],
    ],
    [
      'locale bundles not an array',
      ws({i18n: {locales: [{id: 'nb-NO', title: 'Norsk', bundles: {} as unknown as []}]}}),
      ['The bundles of locale "nb-NO" must be an array'],
    ],
    [
      'a bundle of another locale and without namespace',
      ws({
        i18n: {
          locales: [
            {id: 'nb-NO', title: 'Norsk', bundles: [{locale: 'en-US', namespace: '', resources: {}}]},
          ],
        },
      }),
      ['A bundle of locale "nb-NO" names another locale: "en-US"', 'A locale bundle needs a `namespace`'],
    ],
  ])('%s', (_label, config, expected) => {
    expect(messages(config)).toEqual(expected)
  })

  it('locates tool and locale problems by property', () => {
    const problems = validateStudioConfig([
      ws({name: 'a', basePath: '/a', tools: [{name: 'x'}, {name: 'tool'}]}),
      ws({
        name: 'b',
        basePath: '/b',
        i18n: {
          locales: [
            {
              id: 'de',
              title: 'Deutsch',
              bundles: [
                {namespace: 'studio', resources: {}},
                {locale: 'fr', namespace: 'x', resources: {}},
              ],
            },
          ],
        },
      }),
    ])
    expect(
      problems.map(({workspaceName, workspaceIndex, property}) => ({
        workspaceName,
        workspaceIndex,
        property,
      })),
    ).toEqual([
      {workspaceName: 'a', workspaceIndex: 0, property: 'tools[1].name'},
      {workspaceName: 'b', workspaceIndex: 1, property: 'i18n.locales[0].bundles[1].locale'},
    ])
  })

  it('returns every problem, not only the first', () => {
    const problems = validateStudioConfig([
      ws({basePath: 'a', tools: [{name: 'tool'}]}),
      ws({name: 'Bad', basePath: '/b/', apiHost: 'http://localhost:3334'}),
    ])
    expect(problems.map((problem) => problem.code)).toEqual([
      'workspace-name-missing',
      'workspace-name-invalid',
      'base-path-invalid',
      'base-path-trailing-slash',
      'tool-name-reserved',
      'api-version-missing',
    ])
  })
})
