import {defineConfig, type WorkspaceOptions} from '@tessera/core'
import {blogTypes} from './schema/blog.js'
import {benchTypes} from './schema/bench.js'
import {benchRichText} from './schema/bench-rich-text.js'
import {kitchenSinkTypes} from './schema/kitchen-sink.js'
import {structureTool, type StructureResolver} from '@tessera/structure'
import {norwegian} from './locales/nb-no.js'
import {textFieldActions} from './plugins/text-field-actions.js'
import {visionTool} from './tools/vision-tool.js'

/** The lake of `pnpm dev` (scripts/dev.ts sets VITE_TESSERA_LAKE_URL when its port differs). */
export const LAKE_URL = import.meta.env.VITE_TESSERA_LAKE_URL ?? 'http://localhost:3334'
export const PROJECT_ID = 'local'
const API_VERSION = '2025-02-19'

const common = {
  projectId: PROJECT_ID,
  apiHost: LAKE_URL,
  apiVersion: API_VERSION,
  tools: [visionTool],
} satisfies Partial<WorkspaceOptions>

/** The blog's structure: the site settings as a singleton, then a list per document type. */
const blogStructure: StructureResolver = (S) =>
  S.list()
    .id('content')
    .title('Content')
    .items([
      S.listItem()
        .id('siteSettings')
        .title('Site settings')
        .schemaType('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => item.getId() !== 'siteSettings'),
    ])

export default defineConfig([
  {
    ...common,
    name: 'playground',
    title: 'Playground',
    subtitle: 'Every field type',
    basePath: '/playground',
    dataset: 'playground',
    // The kitchen sink's `blogAuthor` points into the blog dataset (spec/001 §5: off unless enabled).
    plugins: [
      structureTool(),
      {name: 'cross-dataset-references', crossDatasetReferences: {enabled: true}},
      // Field action menus from the configuration (spec/001 §2), on the kitchen sink's text fields.
      {name: 'text-field-actions', document: {unstable_fieldActions: [textFieldActions]}},
    ],
    schema: {
      types: [...kitchenSinkTypes, ...blogTypes, ...benchTypes, benchRichText],
      // A template beside each type's default one: the new-document menu offers it as 'Guide', and
      // its value is resolved (asynchronously, as a resolver may fetch) when the document opens.
      templates: (previous) => [
        ...previous,
        {
          id: 'guide-post',
          title: 'Guide',
          schemaType: 'post',
          value: async () => ({title: 'A guide to ', publishedAt: '2026-01-01T09:00:00.000Z'}),
        },
      ],
    },
  },
  {
    ...common,
    name: 'blog',
    title: 'Blog',
    subtitle: 'Authors, posts and categories',
    basePath: '/blog',
    dataset: 'blog',
    plugins: [structureTool({structure: blogStructure})],
    schema: {types: blogTypes},
    // English first (the default), and Norwegian to show the studio's texts are translatable.
    i18n: {locales: [{id: 'en-US', title: 'English (US)'}, norwegian]},
  },
])
