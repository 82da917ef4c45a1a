import type {SanityClient} from '@sanity/client'

/** Every document of the client's dataset, raw perspective, ordered by id: "nothing changed" compares two of these. */
export function datasetSnapshot(client: SanityClient): Promise<Record<string, unknown>[]> {
  return client.fetch('*[] | order(_id asc)', {}, {perspective: 'raw'})
}
