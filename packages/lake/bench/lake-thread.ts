import {parentPort, workerData} from 'node:worker_threads'
import {createLake} from '../src/index.js'
import {BENCH_LIMITS} from './lake-host.js'
import {installProbes} from './probes.js'

/**
 * The lake's side of a worker-thread run: starts the lake on the directory it is given, reports its
 * URL and an administrator token, hands out its timings on request, and closes when asked. Loaded
 * through tsx's `tsImport` by lake-host.ts.
 */
async function serve(): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('lake-thread.ts must run in a worker thread')
  const {dir, searchIndex} = workerData as {dir: string; searchIndex: boolean}
  const lake = createLake({dir, searchIndex, limits: BENCH_LIMITS})
  const probes = installProbes(lake.kernel)
  const {url} = await lake.listen(0)
  const {token} = lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'bench'})
  port.on('message', (message: unknown) => {
    if (message === 'timings') port.postMessage({timings: probes.take()})
    if (message === 'indexed') {
      const started = performance.now()
      void (lake.kernel.search?.indexed() ?? Promise.resolve()).then(() =>
        port.postMessage({indexedMs: performance.now() - started}),
      )
    }
    if (message === 'close') void lake.close().then(() => port.postMessage({closed: true}))
  })
  port.postMessage({url, token})
}

await serve()
