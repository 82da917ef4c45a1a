/**
 * `pnpm bench:validation`: validating a document again after one keystroke, with the form's cache,
 * in documents of 10, 100 and 1,000 items of 30 string fields (the sizes of `pnpm bench:form`). Issue
 * 23: a keystroke's cost does not grow with the document, so neither may this. Plain Node, no
 * throttle: the studio's form runs it on the main thread once per keystroke (4× slower there on
 * bench:form's throttle).
 */
import {compileSchema, createValidationCache, validateDocument} from '../src/index.js'

const FIELDS = 30
const KEYS = Number(process.env.BENCH_KEYS ?? 400)
/** Issue 23's budget for this part of a keystroke: flat, and well under a millisecond. */
const BUDGET_MS = 0.5

const schema = compileSchema({
  name: 'bench',
  types: [
    {
      name: 'row',
      type: 'object',
      fields: Array.from({length: FIELDS}, (_, index) => ({
        name: `f${index}`,
        type: 'string',
        validation: (rule: {max(length: number): unknown}) => rule.max(50),
      })),
    },
    {
      name: 'sheet',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'rows', type: 'array', of: [{type: 'row'}]},
      ],
    },
  ] as never,
})

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

console.log(`validation after one keystroke (one field of item 5), with the form's cache, ${KEYS} keys each`)
const medians: number[] = []
for (const items of [10, 100, 1000]) {
  const rows = Array.from({length: items}, (_, index) => {
    const row: Record<string, unknown> = {_key: `k${index}`, _type: 'row'}
    for (let field = 0; field < FIELDS; field++) row[`f${field}`] = `value ${index}.${field}`
    return row
  })
  let document: Record<string, unknown> = {_id: 'drafts.bench', _type: 'sheet', title: 'Bench', rows}
  const cache = createValidationCache()
  await validateDocument({document: document as never, schema, cache})
  const times: number[] = []
  for (let key = 0; key < KEYS; key++) {
    // As the store edits: the item and the objects above it are new, every other item is shared.
    const next = [...(document.rows as Record<string, unknown>[])]
    next[5] = {...next[5], f3: `typed ${key}`}
    document = {...document, rows: next}
    const start = performance.now()
    await validateDocument({document: document as never, schema, cache})
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  medians.push(percentile(times, 50))
  console.log(
    `  ${String(items).padStart(5)} items × ${FIELDS}   p50 ${percentile(times, 50).toFixed(3)} ms   p90 ${percentile(times, 90).toFixed(3)} ms`,
  )
}
const worst = Math.max(...medians)
console.log(
  `  ${worst <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget (largest median ${worst.toFixed(3)} ms); 1,000 vs 10 items: ${(medians[2]! / medians[0]!).toFixed(1)}×`,
)
