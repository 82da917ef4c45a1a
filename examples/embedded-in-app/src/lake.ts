import {createClient} from '@sanity/client'

/** The lake the app and its studio share (`tessera dev` and `tessera start` run it beside the app). */
export const LAKE_URL = import.meta.env.TESSERA_LAKE_URL ?? 'http://localhost:3334'

/**
 * The public pages' client: no token, published documents only. The lake's `public` role
 * (lake/lake.config.json) lets anonymous callers read published posts and nothing else.
 */
export const publicClient = createClient({
  projectId: 'local',
  dataset: 'production',
  apiHost: LAKE_URL,
  apiVersion: '2025-02-19',
  useProjectHostname: false,
  useCdn: false,
  perspective: 'published',
})

export interface PostSummary {
  _id: string
  title: string
  slug: string
  excerpt?: string
}
