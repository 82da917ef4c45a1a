/** The people of the dev lake, one per role plus one without any (for 'Not authorized'). */
export const SEEDED_USERS = [
  {role: 'administrator', name: 'Ada Administrator', email: 'admin@tessera.local', password: 'tessera-admin'},
  {role: 'editor', name: 'Eddie Editor', email: 'editor@tessera.local', password: 'tessera-editor'},
  {
    role: 'developer',
    name: 'Devi Developer',
    email: 'developer@tessera.local',
    password: 'tessera-developer',
  },
  {
    role: 'contributor',
    name: 'Connie Contributor',
    email: 'contributor@tessera.local',
    password: 'tessera-contributor',
  },
  {role: 'viewer', name: 'Vic Viewer', email: 'viewer@tessera.local', password: 'tessera-viewer'},
  {role: '', name: 'Nora Nobody', email: 'nobody@tessera.local', password: 'tessera-nobody'},
] as const

export type SeededUser = (typeof SEEDED_USERS)[number]

const authors = [
  {
    _id: 'author-ada',
    _type: 'author',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    bio: 'Wrote the first program.',
  },
  {
    _id: 'author-grace',
    _type: 'author',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    bio: 'Found the first bug.',
  },
]
const categories = [
  {_id: 'category-news', _type: 'category', title: 'News'},
  {_id: 'category-guides', _type: 'category', title: 'Guides'},
]
const ref = (id: string, key?: string) => ({_type: 'reference', _ref: id, ...(key ? {_key: key} : {})})
const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: `${key}-s`, text, marks: []}],
})
const posts = [
  {
    _id: 'post-welcome',
    _type: 'post',
    title: 'Welcome to Tessera',
    slug: {_type: 'slug', current: 'welcome-to-tessera'},
    author: ref('author-ada'),
    categories: [ref('category-news', 'c1')],
    publishedAt: '2026-11-01T09:00:00.000Z',
    body: [block('b1', 'Tessera is a self-hosted studio for structured content.')],
  },
  {
    _id: 'post-getting-started',
    _type: 'post',
    title: 'Getting started',
    slug: {_type: 'slug', current: 'getting-started'},
    author: ref('author-grace'),
    categories: [ref('category-guides', 'c1')],
    publishedAt: '2026-11-10T09:00:00.000Z',
    body: [block('b1', 'Run pnpm dev and sign in with a seeded user.')],
  },
]
/** Only in the blog dataset: the playground's cross-dataset field finds her there, and only there. */
const blogOnlyAuthors = [
  {
    _id: 'author-katherine',
    _type: 'author',
    name: 'Katherine Johnson',
    email: 'katherine@example.com',
    bio: 'Computed the trajectories.',
  },
]
const drafts = [
  {_id: 'drafts.post-draft-ideas', _type: 'post', title: 'Ideas (draft)', author: ref('author-ada')},
]

/**
 * Documents per dataset. References point within the same dataset, except the kitchen sink's
 * cross-dataset `blogAuthor` (playground → blog).
 */
export const SEEDED_DOCUMENTS: Record<string, Record<string, unknown>[]> = {
  blog: [...authors, ...blogOnlyAuthors, ...categories, ...posts, ...drafts],
  playground: [
    ...authors,
    ...categories,
    ...posts,
    {
      _id: 'kitchen-sink-1',
      _type: 'kitchenSink',
      title: 'Everything at once',
      notes: 'A document with a value in most fields.',
      count: 3,
      flag: true,
      day: '2026-11-23',
      homepage: 'https://example.com',
      contact: 'sink@example.com',
      tags: ['one', 'two'],
      owner: ref('author-grace'),
      location: {_type: 'geopoint', lat: 59.91, lng: 10.75},
    },
  ],
}
