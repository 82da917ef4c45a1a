import {measureReferenceSearch, REFERENCE_TARGETS, seedReferenceTargets} from './bench-reference-search.js'
import {startBenchStack} from './bench-stack.js'
import {percentile} from './typing-probe.js'

/**
 * `pnpm bench:reference` (issue 15): the reference search over 100,000 authors, and where its time
 * goes. In the studio: from the end of the debounce to the painted hits, with the span the page's
 * requests to the lake were in flight (Resource Timing) and the rest (the client: React, previews,
 * paint). Then the lake alone: each query the page sent, replayed from Node over HTTP.
 */
const bench = await startBenchStack('reference')
const {stack} = bench
try {
  await bench.asAdministrator(({token}) => seedReferenceTargets(stack.lakeUrl, token))
  const page = await bench.signedInPage()
  // Twice: the first round warms the lake's caches and the page's code.
  await measureReferenceSearch(page, stack.studioUrl)
  const samples = await measureReferenceSearch(page, stack.studioUrl)
  const line = (name: string, values: number[]) =>
    console.log(
      `  ${name.padEnd(46)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms  max ${Math.max(...values)
        .toFixed(0)
        .padStart(5)} ms`,
    )
  console.log(`reference search over ${REFERENCE_TARGETS} authors, from the end of the debounce:`)
  line(
    'hits painted with their previews',
    samples.map((sample) => sample.total),
  )
  line(
    'requests to the lake in flight',
    samples.map((sample) => sample.network),
  )
  line(
    'the rest (client work)',
    samples.map((sample) => sample.total - sample.network),
  )
  for (const sample of samples)
    console.log(
      `    ${sample.word.padEnd(8)} ${sample.total.toFixed(0).padStart(5)} ms: ${sample.requests.join(', ')}`,
    )

  // The lake alone, with the editor's session cookie the page used.
  const cookies = await page.context().cookies(stack.lakeUrl)
  const cookie = cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ')
  const byPath = new Map<string, number[]>()
  for (const sample of samples) {
    for (const url of sample.urls) {
      const kind = new URL(url).searchParams.get('query')?.includes('score(')
        ? 'search query'
        : new URL(url).pathname.split('/').slice(-2, -1)[0] + ' (other)'
      const start = performance.now()
      const response = await fetch(url, {headers: {cookie}})
      await response.arrayBuffer()
      byPath.set(kind, [...(byPath.get(kind) ?? []), performance.now() - start])
    }
  }
  console.log('the same requests replayed from Node (the lake and HTTP alone):')
  for (const [kind, values] of byPath) line(`${kind} (${values.length})`, values)
} finally {
  await bench.stop()
}
