import {describe, expect, it} from 'vitest'
import {resolveConfig, type WorkspaceOptions} from '../../src/index.js'
import {documentType, onlyWorkspace, ws} from './fixtures.js'

const author = documentType('author', {fields: [{name: 'name', type: 'string'}]})
const post = documentType('post')

describe('resolveConfig: schema', () => {
  it('blocks the workspace on schema errors, with the formatted lines', () => {
    const result = resolveConfig(
      ws({schema: {types: [documentType('post', {fields: [{name: 'writer', type: 'autor'}]}), author]}}),
    )
    expect(result.workspaces).toEqual([])
    expect(result.problems).toEqual([
      {
        kind: 'schema',
        severity: 'error',
        message: 'Error in post.writer: Unknown type: "autor". Did you mean "author"? (schema-type-unknown)',
        code: 'schema-type-unknown',
        workspaceIndex: 0,
        workspaceName: 'default',
        property: 'schema.types',
      },
    ])
  })

  it('lets schema warnings pass', () => {
    const result = resolveConfig(
      ws({schema: {types: [{...author, preview: {select: {title: 'name', x: 'name'}}}]}}),
    )
    expect(result.workspaces.map((workspace) => workspace.name)).toEqual(['default'])
    expect(result.problems).toMatchObject([
      {kind: 'schema-warning', severity: 'warning', code: 'schema-preview-invalid'},
    ])
    expect(result.problems[0]?.message).toMatch(/^Warning in author: "preview.select.x" is not shown/)
  })
})

describe('resolveConfig: templates and new-document options', () => {
  const withTemplates = (extra: Partial<WorkspaceOptions> = {}): WorkspaceOptions =>
    ws({
      schema: {
        types: [post, author],
        templates: [
          {
            id: 'post-by-author',
            schemaType: 'post',
            title: 'Post by author',
            parameters: [{name: 'authorId', type: 'string'}],
            value: (params: {authorId: string}) => ({author: {_ref: params.authorId}}),
          },
        ],
      },
      ...extra,
    })

  it('prepares default and configured templates; options default to those without parameters', () => {
    const workspace = onlyWorkspace(withTemplates())
    expect(workspace.templates.map((template) => template.id)).toEqual(['post', 'author', 'post-by-author'])
    expect(workspace.newDocumentOptions.map((option) => option.templateId)).toEqual(['post', 'author'])
  })

  it('lets a templates reducer drop defaults', () => {
    const workspace = onlyWorkspace(
      ws({
        schema: {types: [post, author], templates: (previous) => previous.filter((t) => t.id !== 'author')},
      }),
    )
    expect(workspace.templates.map((template) => template.id)).toEqual(['post'])
  })

  it('resolves configured new-document options', () => {
    const workspace = onlyWorkspace(
      withTemplates({
        document: {
          newDocumentOptions: (previous) => [
            ...previous.filter((item) => item.templateId !== 'author'),
            {templateId: 'post-by-author', parameters: {authorId: 'ada'}},
          ],
        },
      }),
    )
    expect(workspace.newDocumentOptions).toEqual([
      {templateId: 'post', schemaType: 'post', title: 'Post'},
      {
        templateId: 'post-by-author',
        schemaType: 'post',
        title: 'Post by author',
        subtitle: 'Post',
        parameters: {authorId: 'ada'},
      },
    ])
  })

  it('rejects a new-document option with an unknown template id', () => {
    const result = resolveConfig(withTemplates({document: {newDocumentOptions: [{templateId: 'nope'}]}}))
    expect(result.workspaces).toEqual([])
    expect(result.problems).toEqual([
      {
        kind: 'new-document-options',
        severity: 'error',
        message: 'Every new-document option must refer to an existing template id',
        detail: 'New-document option at index 2: template not found: "nope"',
        workspaceIndex: 0,
        workspaceName: 'default',
        property: 'document.newDocumentOptions',
      },
    ])
  })

  it('reports a template for an unknown schema type', () => {
    const result = resolveConfig(ws({schema: {types: [post], templates: [{id: 'x', schemaType: 'nope'}]}}))
    expect(result.workspaces).toEqual([])
    expect(result.problems).toMatchObject([
      {
        kind: 'templates',
        property: 'schema.templates',
        message: 'Template "x": schema type not found: "nope"',
      },
    ])
  })
})

describe('resolveConfig: i18n', () => {
  it('reports locale problems from kit', () => {
    const result = resolveConfig(
      ws({
        plugins: [{name: 'p', i18n: {bundles: [{locale: 'en-US', namespace: '', resources: {}}]}}],
        i18n: {locales: [{id: 'en-US', title: 'English'}]},
      }),
    )
    expect(result.workspaces).toEqual([])
    expect(result.problems).toMatchObject([
      {kind: 'i18n', severity: 'error', message: 'A locale bundle for locale "en-US" needs a namespace'},
    ])
  })

  it('accepts plugin bundles when no locales are configured', () => {
    const workspace = onlyWorkspace(
      ws({plugins: [{name: 'p', i18n: {bundles: [{locale: 'en-US', namespace: 'p', resources: {}}]}}]}),
    )
    expect(workspace.i18n.locales).toEqual([])
  })
})
