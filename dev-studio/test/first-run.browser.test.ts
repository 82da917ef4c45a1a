import {expect, it} from 'vitest'
import {probeFirstRun} from '../scripts/first-run.js'

it('a first pnpm dev (fresh lake, fresh Vite cache): no console warnings or errors, no failed requests', async () => {
  expect(await probeFirstRun()).toEqual([])
}, 180_000)
