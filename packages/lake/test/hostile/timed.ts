import {expect} from 'vitest'

/**
 * Runs a request and says how long it took: `ms` of wall clock and `cpuMs` of the test process's CPU
 * (which runs the lake). Budgets for the lake's own work are checked on `cpuMs`: a loaded 2-core CI
 * machine stretches wall clock, not CPU time; `ms` keeps a generous ceiling for a stuck lake.
 */
export async function timed<T>(run: () => Promise<T>): Promise<{value: T; ms: number; cpuMs: number}> {
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  const value = await run()
  const cpu = process.cpuUsage(cpuBefore)
  return {value, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000}
}

/**
 * The lake dealt with a request within `budgetMs` of CPU (its own work: a loaded 2-core CI machine
 * stretches wall clock, not CPU time), and within 10 s of wall clock, which a stuck or thrashing lake
 * would still exceed.
 */
export function expectWithin(response: {ms: number; cpuMs: number}, budgetMs: number): void {
  expect(response.cpuMs).toBeLessThan(budgetMs)
  expect(response.ms).toBeLessThan(Math.max(10_000, budgetMs))
}
