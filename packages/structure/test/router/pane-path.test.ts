import {compileSchema} from '@tessera/schema'
import {describe, expect, it} from 'vitest'
import {createStructureBuilder} from '../../src/builder/structure-builder.js'
import {sizePanes} from '../../src/layout/pane-widths.js'
import {resolvePanes} from '../../src/panes/resolve-panes.js'
import {DOCUMENT_SEGMENT, intentToPath} from '../../src/router/intent-to-path.js'
import {formatPanePath, parsePanePath, type PaneSegment} from '../../src/router/pane-path.js'

const schema = compileSchema({
  name: 'router-test',
  types: [
    {name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]},
    {name: 'note', type: 'document', fields: [{name: 'title', type: 'string'}]},
  ],
})
const S = createStructureBuilder({schema, templates: []})
const root = S.list()
  .id('root')
  .title('Root')
  .items([
    S.listItem()
      .id('settings')
      .title('Settings')
      .child(S.document().schemaType('note').documentId('the-settings')),
    S.documentTypeListItem('post'),
  ])
  .serialize()

describe('pane paths', () => {
  it('round-trips ids and parameters, encoding what needs it', () => {
    const segments: PaneSegment[] = [
      {id: 'post', params: {}},
      {id: 'a b/c,d', params: {template: 'post-by=author', type: 'post'}},
    ]
    const path = formatPanePath(segments)
    expect(path).toBe('/post/a%20b%2Fc%2Cd,template=post-by%3Dauthor,type=post')
    expect(parsePanePath(path)).toEqual(segments)
    expect(parsePanePath('/')).toEqual([])
    expect(parsePanePath('/%E0%A4%A/ok')).toEqual([{id: 'ok', params: {}}])
  })

  it('turns intents into paths: listed types in their list, others on their own', () => {
    expect(intentToPath(root, {name: 'edit', params: {id: 'drafts.p1', type: 'post'}})).toBe('/post/p1')
    expect(intentToPath(root, {name: 'edit', params: {id: 'n1', type: 'note'}})).toBe(
      `/${DOCUMENT_SEGMENT}/n1,type=note`,
    )
    expect(intentToPath(root, {name: 'edit', params: {id: 'x'}})).toBe(`/${DOCUMENT_SEGMENT}/x`)
    expect(intentToPath(root, {name: 'edit', params: {id: 'the-settings', type: 'note'}})).toBe('/settings')
    expect(
      intentToPath(root, {name: 'create', params: {type: 'post', template: 'post-by-author'}}, () => 'new1'),
    ).toBe('/post/new1,template=post-by-author')
    expect(intentToPath(root, {name: 'create', params: {type: 'post', template: 'post', id: 'fixed'}})).toBe(
      '/post/fixed',
    )
    expect(intentToPath(root, {name: 'edit', params: {type: 'post'}})).toBeUndefined()
    expect(intentToPath(root, {name: 'create', params: {}})).toBeUndefined()
  })

  it("keeps a create intent's template parameters, which the document pane resolves its value with", async () => {
    const path = intentToPath(
      root,
      {
        name: 'create',
        params: {type: 'post', template: 'post-by-author', templateParams: '{"authorId":"a1"}'},
      },
      () => 'new2',
    )
    expect(path).toBeDefined()
    const resolved = await resolvePanes(root, parsePanePath(path!))
    expect(resolved.panes[2]?.node).toMatchObject({
      documentId: 'new2',
      templateId: 'post-by-author',
      templateParameters: {authorId: 'a1'},
    })
  })

  it('resolves the panes of a path, and stops where nothing matches', async () => {
    const resolved = await resolvePanes(root, parsePanePath('/post/p1,template=special'))
    expect(resolved.panes.map((pane) => [pane.node.type, pane.selectedId])).toEqual([
      ['list', 'post'],
      ['documentList', 'p1'],
      ['document', undefined],
    ])
    expect(resolved.panes[2]?.node).toMatchObject({
      documentId: 'p1',
      schemaType: 'post',
      templateId: 'special',
    })
    const missing = await resolvePanes(root, parsePanePath('/nope/p1'))
    expect(missing.panes).toHaveLength(1)
    expect(missing.unresolved).toEqual({depth: 1, id: 'nope', reason: 'not-found'})
    const alone = await resolvePanes(root, parsePanePath(`/${DOCUMENT_SEGMENT}/n1,type=note`))
    expect(alone.panes.map((pane) => pane.node.type)).toEqual(['list', 'document'])
  })

  it('reports a child resolver that throws, keeping the panes before it', async () => {
    const failing = S.list()
      .id('r')
      .title('R')
      .items([
        S.listItem()
          .id('broken')
          .title('Broken')
          .child(() => {
            throw new Error('no luck')
          }),
      ])
      .serialize()
    const result = await resolvePanes(failing, parsePanePath('/broken'))
    expect(result.unresolved).toEqual({depth: 1, id: 'broken', reason: 'error', message: 'no luck'})
  })
})

describe('pane sizing', () => {
  it('shows one pane at a time on narrow screens and collapses from the left on crowded ones', () => {
    expect(sizePanes(['list', 'documentList', 'document'], 500)).toEqual({
      narrow: true,
      collapsed: [true, true, false],
    })
    expect(sizePanes(['list', 'documentList', 'document'], 1400)).toEqual({
      narrow: false,
      collapsed: [false, false, false],
    })
    expect(sizePanes(['list', 'documentList', 'document'], 900)).toEqual({
      narrow: false,
      collapsed: [true, false, false],
    })
    expect(sizePanes(['list', 'documentList', 'document'], 900, 0)).toEqual({
      narrow: false,
      collapsed: [false, true, false],
    })
  })
})
