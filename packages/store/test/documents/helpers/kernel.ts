import {filter, firstValueFrom} from 'rxjs'
import {
  createDocumentStore,
  type DocumentPairHandle,
  type DocumentStore,
  type DocumentStoreOptions,
} from '../../../src/documents/index.js'
import type {TestLake} from './lake.js'

/** Types the tests treat as live edit. */
export const LIVE_EDIT_TYPES = new Set(['liveSetting'])

/** Document stores opened by a test, with everything they hold released afterwards. */
export class Kernels {
  private readonly stores: DocumentStore[] = []
  private readonly handles: DocumentPairHandle[] = []

  constructor(private readonly lake: TestLake) {}

  /** A store with its own client (through `apiHost`, e.g. a proxy), as a workspace kernel would have. */
  store(options: Partial<DocumentStoreOptions> & {apiHost?: string} = {}): DocumentStore {
    const {apiHost, ...rest} = options
    const store = createDocumentStore({
      client: this.lake.client(apiHost),
      getSchemaType: (name) => ({liveEdit: LIVE_EDIT_TYPES.has(name)}),
      ...rest,
    })
    this.stores.push(store)
    return store
  }

  /** Opens a pair on `store` and waits until it is ready. */
  async open(store: DocumentStore, id: string, type: string): Promise<DocumentPairHandle> {
    const handle = store.pair(id, type)
    this.handles.push(handle)
    await handle.whenReady()
    return handle
  }

  /**
   * `open`, then until the pair is live: its listener has welcomed it and the snapshot fetched after
   * that has landed. (Ready comes sooner, with the snapshot fetched at the start without waiting for
   * the welcome; writes made before the pair is live reach it in that later snapshot, not as events.)
   */
  async openLive(store: DocumentStore, id: string, type: string): Promise<DocumentPairHandle> {
    const handle = await this.open(store, id, type)
    await firstValueFrom(handle.state$.pipe(filter((state) => state.consistent)))
    return handle
  }

  releaseAll(): void {
    this.handles.splice(0).forEach((handle) => handle.release())
    this.stores.splice(0).forEach((store) => store.dispose())
  }
}
