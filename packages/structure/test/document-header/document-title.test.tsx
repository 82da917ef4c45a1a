// @vitest-environment jsdom
import {act, cleanup, render, screen, waitFor} from '@testing-library/react'
import {useEditState} from '@tessera/kit'
import {compileSchema} from '@tessera/schema'
import {createWorkspaceKernel, type CurrentUser, type WorkspaceKernel} from '@tessera/store'
import type {PreviewValue, TypeDefinition} from '@tessera/types'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {DocumentTitle, documentTitle} from '../../src/document/header/index.js'
import {
  DATASET,
  PROJECT_ID,
  startStructureLake,
  StructureTestWorkspace,
  testSchema,
  type StructureTestLake,
} from '../support/workspace.js'

let lake: StructureTestLake
let kernel: WorkspaceKernel
let currentUser: CurrentUser
/** A kernel on a schema whose previews select through a reference and prepare their title. */
let quoteKernel: WorkspaceKernel

const quoteTypes: TypeDefinition[] = [
  {
    name: 'author',
    title: 'Author',
    type: 'document',
    fields: [{name: 'name', type: 'string'}],
  } as TypeDefinition,
  {
    name: 'quote',
    title: 'Quote',
    type: 'document',
    fields: [
      {name: 'text', type: 'string'},
      {name: 'author', type: 'reference', to: [{type: 'author'}]},
    ],
    preview: {
      select: {text: 'text', authorName: 'author.name'},
      prepare: ({text, authorName}: Record<string, unknown>): PreviewValue => ({
        title: text ? `“${String(text)}” — ${String(authorName ?? 'anonymous')}` : undefined,
      }),
    },
  } as TypeDefinition,
]

beforeAll(async () => {
  lake = await startStructureLake()
  ;({kernel, currentUser} = await lake.signIn('Ada Editor'))
  const user = await lake.test.user('Quote Editor')
  quoteKernel = createWorkspaceKernel({
    projectId: PROJECT_ID,
    dataset: DATASET,
    apiHost: lake.url,
    token: user.token,
    schema: compileSchema({name: 'quotes', types: quoteTypes}),
    presence: false,
  })
  await lake.admin
    .transaction()
    .create({_id: 'post-hello', _type: 'post', title: 'Hello world'})
    .create({_id: 'author-ada', _type: 'author', name: 'Ada Lovelace'})
    .create({
      _id: 'quote-1',
      _type: 'quote',
      text: 'Imagine',
      author: {_type: 'reference', _ref: 'author-ada'},
    })
    .commit()
})

afterEach(cleanup)
afterAll(async () => {
  quoteKernel.dispose()
  await lake.stop()
})

const titleElement = () => document.querySelector('[data-document-title]')

function renderTitle(value: Record<string, unknown> | null | undefined, type = 'post', on = kernel) {
  return render(
    <StructureTestWorkspace kernel={on} currentUser={currentUser}>
      <DocumentTitle documentId="any" documentType={type} value={value} />
    </StructureTestWorkspace>,
  )
}

/** The title of a document as the pane shows it: from the edit state, which local patches update at once. */
function LiveTitle({id, type}: {id: string; type: string}) {
  const editState = useEditState(id, type)
  return (
    <DocumentTitle
      documentId={id}
      documentType={type}
      value={editState?.draft ?? editState?.published}
      loading={!editState?.ready}
    />
  )
}

describe('documentTitle', () => {
  const post = testSchema.get('post')
  it("is the preview title, 'Untitled' when empty, 'New Post' before the document exists, empty while loading", () => {
    expect(documentTitle({value: {title: 'Hi'}, schemaType: post, typeName: 'post'})).toEqual({
      title: 'Hi',
      kind: 'title',
    })
    expect(documentTitle({value: {title: '  '}, schemaType: post, typeName: 'post'}).title).toBe('Untitled')
    expect(documentTitle({value: {}, schemaType: post, typeName: 'post'}).kind).toBe('untitled')
    expect(documentTitle({value: null, schemaType: post, typeName: 'post'})).toEqual({
      title: 'New Post',
      kind: 'new',
    })
    expect(documentTitle({value: undefined, schemaType: post, typeName: 'post'}).kind).toBe('loading')
    // An unknown type is named by its type name.
    expect(documentTitle({value: null, schemaType: undefined, typeName: 'gadget'}).title).toBe('New gadget')
  })

  it('shows a document whose prepare throws as untitled', () => {
    const broken = {
      ...post!,
      preview: {
        select: {title: 'title'},
        prepare: () => {
          throw new Error('nope')
        },
      },
    }
    const warn = console.warn
    console.warn = () => {}
    try {
      expect(documentTitle({value: {title: 'x'}, schemaType: broken, typeName: 'post'}).title).toBe(
        'Untitled',
      )
    } finally {
      console.warn = warn
    }
  })
})

describe('DocumentTitle', () => {
  it("shows the preview title, 'Untitled' and 'New Post'", () => {
    const {rerender} = renderTitle({_id: 'p', _type: 'post', title: 'Hello'})
    expect(titleElement()?.textContent).toBe('Hello')
    const again = (value: Record<string, unknown> | null) =>
      rerender(
        <StructureTestWorkspace kernel={kernel} currentUser={currentUser}>
          <DocumentTitle documentId="p" documentType="post" value={value} />
        </StructureTestWorkspace>,
      )
    again({_id: 'p', _type: 'post'})
    expect(titleElement()?.textContent).toBe('Untitled')
    expect(titleElement()?.getAttribute('data-document-title')).toBe('untitled')
    again(null)
    expect(titleElement()?.textContent).toBe('New Post')
  })

  it('follows edits locally: a patch changes the title in the next frame, not after the commit', async () => {
    render(
      <StructureTestWorkspace kernel={kernel} currentUser={currentUser}>
        <LiveTitle id="post-hello" type="post" />
      </StructureTestWorkspace>,
    )
    await waitFor(() => expect(titleElement()?.textContent).toBe('Hello world'))
    const pair = kernel.documents.pair('post-hello', 'post')
    try {
      act(() => pair.getOperations().patch.execute([{set: {title: 'Hello there'}}]))
      // Edit state reaches components after the frame has painted (issue 23), long before a round trip.
      await waitFor(() => expect(titleElement()?.textContent).toBe('Hello there'), {timeout: 150})
    } finally {
      pair.release()
    }
  })

  it("says 'New Post' for a document that does not exist yet", async () => {
    render(
      <StructureTestWorkspace kernel={kernel} currentUser={currentUser}>
        <LiveTitle id="post-not-yet" type="post" />
      </StructureTestWorkspace>,
    )
    await waitFor(() => expect(titleElement()?.textContent).toBe('New Post'))
  })

  it("reads preview fields through references, live, and runs the type's prepare", async () => {
    renderTitle(
      {_id: 'quote-1', _type: 'quote', text: 'Imagine', author: {_type: 'reference', _ref: 'author-ada'}},
      'quote',
      quoteKernel,
    )
    await screen.findByText('“Imagine” — Ada Lovelace')
    await lake.admin.patch('author-ada').set({name: 'Augusta Ada King'}).commit()
    await screen.findByText('“Imagine” — Augusta Ada King', undefined, {timeout: 5000})
  })
})
