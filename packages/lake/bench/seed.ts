import {documentAt} from './documents.js'
import {mutate, type Endpoint} from './http.js'

/**
 * Grows the bench dataset from `from` to `to` documents with createOrReplace transactions of `batch`
 * documents each. Returns the seconds it took.
 */
export async function seed(endpoint: Endpoint, from: number, to: number, batch: number): Promise<number> {
  if (from % batch !== 0 || to % batch !== 0)
    throw new Error(`sizes must be multiples of the batch size ${batch}`)
  const started = performance.now()
  for (let start = from; start < to; start += batch) {
    const end = start + batch
    const mutations = []
    for (let index = start; index < end; index++)
      mutations.push({createOrReplace: documentAt(index, start, end)})
    await mutate(endpoint, mutations)
  }
  return (performance.now() - started) / 1000
}
