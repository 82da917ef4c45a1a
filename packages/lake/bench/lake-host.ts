import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {Worker} from 'node:worker_threads'
import {createLake} from '../src/index.js'
import type {Endpoint} from './http.js'
import {installProbes, type LakeTimings} from './probes.js'

const WORKER_HEAP_MB = 12_288

/**
 * Seeding writes 1,000 documents per transaction; on a loaded machine with a million documents in
 * memory one can take longer than the lake's 750 ms write limit (garbage collection), which is a
 * guard against hostile writes, not what the bench measures.
 */
export const BENCH_LIMITS = {maxWriteMillis: 10_000}

export interface BenchLake extends Endpoint {
  dir: string
  /** The lake-side timings recorded since the last call. */
  takeTimings(): Promise<LakeTimings>
  /**
   * Waits until the search index has taken in what writes left for an idle moment (an import's
   * documents), so searches are measured through the index; resolves with the milliseconds waited.
   */
  searchIndexed(): Promise<number>
  stop(): Promise<void>
}

/**
 * Starts a lake on a fresh temporary directory. By default it runs in a worker thread of this
 * process, so the load generator (HTTP clients, SSE parsing) does not share its event loop; on a
 * 2-core machine that is closer to a real deployment, where clients are other processes.
 */
export async function startBenchLake(
  thread: 'worker' | 'main',
  options: {searchIndex?: boolean} = {},
): Promise<BenchLake> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-lake-bench-'))
  const searchIndex = options.searchIndex ?? true
  try {
    return thread === 'main' ? await startInThread(dir, searchIndex) : await startInWorker(dir, searchIndex)
  } catch (err) {
    rmSync(dir, {recursive: true, force: true})
    throw err
  }
}

async function startInThread(dir: string, searchIndex: boolean): Promise<BenchLake> {
  const lake = createLake({dir, searchIndex, limits: BENCH_LIMITS})
  const probes = installProbes(lake.kernel)
  const {url} = await lake.listen(0)
  const {token} = lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'bench'})
  return {
    url,
    token,
    dir,
    takeTimings: async () => probes.take(),
    async searchIndexed() {
      const started = performance.now()
      await lake.kernel.search?.indexed()
      return performance.now() - started
    },
    async stop() {
      await lake.close()
      rmSync(dir, {recursive: true, force: true})
    },
  }
}

async function startInWorker(dir: string, searchIndex: boolean): Promise<BenchLake> {
  // A worker's entry script does not go through the tsx hooks of the main thread, so the worker
  // starts as plain JavaScript and loads the TypeScript module through tsx's API.
  const api = import.meta.resolve('tsx/esm/api')
  const entry = new URL('./lake-thread.ts', import.meta.url).href
  const source = `import(${JSON.stringify(api)}).then(({tsImport}) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`
  // A million documents in memory need more heap than a worker gets by default.
  const worker = new Worker(source, {
    eval: true,
    workerData: {dir, searchIndex},
    resourceLimits: {maxOldGenerationSizeMb: WORKER_HEAP_MB},
  })
  const endpoint = await new Promise<Endpoint>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`lake worker exited with code ${code}`)))
    worker.once('message', (message: Endpoint) => resolve(message))
  })
  worker.removeAllListeners('exit')
  const reply = <T>(request: string) =>
    new Promise<T>((resolve) => {
      worker.once('message', (message: T) => resolve(message))
      worker.postMessage(request)
    })
  return {
    ...endpoint,
    dir,
    takeTimings: async () => (await reply<{timings: LakeTimings}>('timings')).timings,
    searchIndexed: async () => (await reply<{indexedMs: number}>('indexed')).indexedMs,
    async stop() {
      await Promise.race([reply('close'), new Promise((resolve) => setTimeout(resolve, 5_000))])
      await worker.terminate()
      rmSync(dir, {recursive: true, force: true})
    },
  }
}
