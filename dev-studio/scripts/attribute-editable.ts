/**
 * Issue 23's attribution, step 2: maps every byte of the scripts loaded when a document is editable
 * (attribute-collect.ts) to its source module through the source maps, and says how much of each ran
 * by then (V8 coverage: code that never ran is what could load later). Gzip per module is estimated:
 * each module's bytes gzipped alone, scaled so a chunk's modules add up to the chunk's gzip.
 * Usage: `npx tsx scripts/attribute-editable.ts [/tmp/attrib] [module|dir|package] [rows]`.
 */
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {gzipSync} from 'node:zlib'
import {decodeMappings, sourceLabel, type LabelLevel} from './source-map-labels.js'

const root = process.argv[2] ?? '/tmp/attrib'
const level = process.argv[3] ?? 'module'
const top = Number(process.argv[4] ?? 40)
const dist = join(root, 'dist', 'assets')
const scripts: string[] = JSON.parse(readFileSync(join(root, 'scripts.json'), 'utf8'))
interface Range {
  startOffset: number
  endOffset: number
  count: number
}
const coverage: {url: string; functions: {ranges: Range[]}[]}[] = JSON.parse(
  readFileSync(join(root, 'coverage.json'), 'utf8'),
)

const labelLevel = (level === 'package' || level === 'dir' ? level : 'module') as LabelLevel
const label = (source: string, origLine: number, mapDir: string) =>
  sourceLabel(source, origLine, mapDir, labelLevel)

interface Row {
  /** Estimated gzip bytes (see the file's comment). */
  gzip: number
  chars: number
  ran: number
  text: string[]
  chunks: Set<string>
}
const rows = new Map<string, Row>()
let totalGzip = 0
let totalRan = 0
let totalChars = 0
for (const file of scripts) {
  const path = join(dist, file)
  if (!existsSync(path) || !existsSync(`${path}.map`)) {
    console.warn('no map for', file)
    continue
  }
  const code = readFileSync(path, 'utf8')
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'))
  const chunkGzip = gzipSync(code).length
  totalGzip += chunkGzip
  // Which characters ran: innermost range wins (V8 ranges nest; later ranges are inner).
  const ran = new Uint8Array(code.length)
  const cov = coverage.find((c) => c.url.endsWith(`/${file}`))
  if (cov) {
    const all = cov.functions.flatMap((f) => f.ranges)
    // Outer first: sort by size descending, paint.
    all.sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset))
    for (const r of all) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset)
  }
  const lines = decodeMappings(map.mappings)
  const labels = new Map<string, string>()
  const labelOf = (srcIdx: number, oLine: number) => {
    if (srcIdx < 0) return '(unmapped)'
    const key = `${srcIdx}:${oLine}`
    let l = labels.get(key)
    if (!l) {
      l = label(map.sources[srcIdx], oLine, dist)
      labels.set(key, l)
    }
    return l
  }
  const perChunk = new Map<string, Row>()
  let offset = 0
  const codeLines = code.split('\n')
  for (let li = 0; li < codeLines.length; li++) {
    const text = codeLines[li]!
    const segs = lines[li] ?? []
    let prevCol = 0
    let prevLabel = '(unmapped)'
    const add = (from: number, to: number, name: string) => {
      if (to <= from) return
      let row = perChunk.get(name)
      if (!row) perChunk.set(name, (row = {gzip: 0, chars: 0, ran: 0, text: [], chunks: new Set([file])}))
      row.chars += to - from
      row.text.push(text.slice(from, to))
      for (let i = from; i < to; i++) row.ran += ran[offset + i]!
    }
    for (const [col, src, oLine] of segs) {
      add(prevCol, col, prevLabel)
      prevCol = col
      prevLabel = labelOf(src, oLine)
    }
    add(prevCol, text.length, prevLabel)
    offset += text.length + 1
  }
  // Gzip estimate: each module's text gzipped alone, scaled so the chunk's modules sum to its gzip.
  const alone = new Map([...perChunk].map(([k, r]) => [k, gzipSync(r.text.join('')).length]))
  const sumAlone = [...alone.values()].reduce((a, b) => a + b, 0)
  for (const [name, row] of perChunk) {
    const g = (alone.get(name)! * chunkGzip) / sumAlone
    let total = rows.get(name)
    if (!total) rows.set(name, (total = {gzip: 0, chars: 0, ran: 0, text: [], chunks: new Set()}))
    total.chars += row.chars
    total.ran += row.ran
    totalChars += row.chars
    totalRan += row.ran
    total.gzip += g
    total.chunks.add(file.replace(/-[\w-]{8}\.js$/, ''))
  }
}
const sorted = [...rows].sort((a, b) => b[1].gzip - a[1].gzip)
console.log(
  `total ${(totalGzip / 1024).toFixed(1)} KiB gzip, ${(totalChars / 1024).toFixed(0)} K chars, ran ${((100 * totalRan) / totalChars).toFixed(0)}%`,
)
console.log(`${'module'.padEnd(80)} ${'KiB gz'.padStart(7)} ${'ran%'.padStart(5)}  chunk`)
for (const [name, row] of sorted.slice(0, top)) {
  const g = row.gzip
  console.log(
    `${name.slice(-80).padEnd(80)} ${(g / 1024).toFixed(1).padStart(7)} ${((100 * row.ran) / row.chars).toFixed(0).padStart(5)}  ${[...row.chunks].join(',')}`,
  )
}
