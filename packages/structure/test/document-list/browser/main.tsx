import '@sanity/ui/styles.css'
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {ToastProvider} from '@sanity/ui/toast'
import {createI18n, WorkspaceProvider} from '@tessera/kit'
import {compileSchema, defaultTemplatesForSchema, prepareTemplates} from '@tessera/schema'
import {createWorkspaceKernel, type CurrentUser} from '@tessera/store'
import type {TypeDefinition} from '@tessera/types'
import {useState, type ComponentType} from 'react'
import {createRoot} from 'react-dom/client'
import type {DocumentListNode} from '../../../src/builder/types.js'
import {DocumentListPane} from '../../../src/panes/document-list/index.js'
import meta, * as stories from '../../../src/panes/document-list/document-list-pane.stories.js'

/**
 * The page look-and-measure.ts opens: `?mode=stories` renders every story of the pane side by side
 * (no lake); `?mode=connected&lake=…&token=…` the connected pane over a real lake.
 */
const search = new URLSearchParams(location.search)
const theme = buildTheme()

function Stories() {
  const StoryPane = meta.component as unknown as ComponentType<Record<string, unknown>>
  const entries = Object.entries(stories).filter(([name]) => name !== 'default') as [
    string,
    {args?: object},
  ][]
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 16, padding: 16, background: '#f3f3f5'}}>
      {entries.map(([name, story]) => (
        <div key={name} data-story={name}>
          <div style={{font: '12px sans-serif', marginBottom: 4}}>{name}</div>
          <div style={{width: 320, height: 380, border: '1px solid #ccc', background: 'white'}}>
            <StoryPane {...(story.args ?? {})} />
          </div>
        </div>
      ))}
    </div>
  )
}

const types = [
  {
    name: 'post',
    title: 'Post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string'},
      {name: 'body', type: 'text'},
    ],
  },
] as TypeDefinition[]

function Connected({lake, token}: {lake: string; token: string}) {
  const [workspace] = useState(() => {
    const schema = compileSchema({name: 'look', types})
    const kernel = createWorkspaceKernel({
      projectId: 'tessera',
      dataset: 'test',
      apiHost: lake,
      token,
      schema,
      presence: false,
    })
    const templates = prepareTemplates(schema, defaultTemplatesForSchema(schema))
    const i18n = createI18n({locales: [{id: 'en-US', title: 'English'}], defaultLocale: 'en-US'})
    return {kernel, templates, i18n}
  })
  const [selected, setSelected] = useState<string>()
  const pane: DocumentListNode = {
    type: 'documentList',
    id: 'post',
    title: 'Post',
    schemaTypeName: 'post',
    filter: '_type == $type',
    params: {type: 'post'},
    orderings: [],
  }
  const currentUser = {
    id: 'me',
    name: 'Ada',
    role: 'editor',
    roles: [{name: 'editor', title: 'Editor'}],
  } as CurrentUser
  return (
    <WorkspaceProvider
      kernel={workspace.kernel}
      i18n={workspace.i18n}
      workspace={{
        name: 'look',
        title: 'Look',
        basePath: '/',
        projectId: 'tessera',
        dataset: 'test',
        templates: workspace.templates,
      }}
      currentUser={currentUser}
    >
      <div style={{display: 'flex', height: '100%'}}>
        <div style={{width: 360, height: '100%', borderRight: '1px solid #ddd'}}>
          <DocumentListPane
            pane={pane}
            selectedId={selected}
            onOpen={(id) => setSelected(id)}
            onCreate={() => {}}
          />
        </div>
        <div style={{padding: 16, font: '13px sans-serif'}} data-opened={selected ?? ''}>
          {selected ? `Opened ${selected}` : 'Nothing open'}
        </div>
      </div>
    </WorkspaceProvider>
  )
}

const lake = search.get('lake')
const token = search.get('token')
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <LayerProvider>
      <ToastProvider>
        {search.get('mode') === 'connected' && lake && token ? (
          <Connected lake={lake} token={token} />
        ) : (
          <Stories />
        )}
      </ToastProvider>
    </LayerProvider>
  </ThemeProvider>,
)
