/**
 * Reading a production build's source maps for the attribution scripts (attribute-editable.ts,
 * attribute-boot-cpu.ts): which package, module or function a position in a built chunk came from.
 */
import {existsSync, readFileSync} from 'node:fs'
import {join, resolve} from 'node:path'

/** How finely positions are named: by package, by module (file), or by module and function. */
export type LabelLevel = 'package' | 'dir' | 'module' | 'fn'

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const b64 = new Map([...B64].map((c, i) => [c, i]))

/** Decodes a source map's mappings into per generated line: [column, sourceIndex, origLine][] */
export function decodeMappings(mappings: string): number[][][] {
  const lines: number[][][] = []
  let src = 0
  let oLine = 0
  for (const line of mappings.split(';')) {
    const segs: number[][] = []
    let col = 0
    for (const seg of line.split(',')) {
      if (!seg) continue
      const values: number[] = []
      let value = 0
      let shift = 0
      for (const ch of seg) {
        const digit = b64.get(ch)!
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      col += values[0]!
      if (values.length >= 4) {
        src += values[1]!
        oLine += values[2]!
        segs.push([col, src, oLine])
      } else segs.push([col, -1, -1])
    }
    lines.push(segs)
  }
  return lines
}

/** For a package's dist file built by tsup (esbuild keeps `// src/x.ts` comments): line → src file. */
const distFileCache = new Map<string, string[]>()
function distLineToSrc(file: string, line: number): string {
  let table = distFileCache.get(file)
  if (!table) {
    table = []
    let current = '(dist)'
    const text = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []
    for (const l of text) {
      const m = /^\/\/ (src\/\S+)$/.exec(l)
      if (m) current = m[1]!
      table.push(current)
    }
    distFileCache.set(file, table)
  }
  return table[line] ?? '(dist)'
}

/** The name of a source file (a map's `sources` entry, relative to `mapDir`) at `level`. */
export function sourceLabel(source: string, origLine: number, mapDir: string, level: LabelLevel): string {
  const abs = resolve(mapDir, source)
  const nm = abs.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = abs.slice(nm + 'node_modules/'.length).split('/')
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
    if (level === 'package') return name
    const file = rest.slice(rest[0]!.startsWith('@') ? 2 : 1).join('/')
    return `${name}/${file}`
  }
  const pkg = /\/packages\/([^/]+)\/(dist|src)\/(.*)$/.exec(abs)
  if (pkg) {
    if (level === 'package') return `@tessera/${pkg[1]}`
    let src = pkg[2] === 'dist' ? distLineToSrc(abs, origLine) : `src/${pkg[3]}`
    if (src === '(dist)') src = `src/${pkg[3]}`.replace(/\.js$/, '')
    if (level === 'dir') src = src.split('/').slice(0, 3).join('/')
    return `@tessera/${pkg[1]}/${src}`
  }
  return abs.replace(/.*\/dev-studio\//, 'dev-studio/')
}

/** A built chunk's decoded map, read once per file. */
export interface ChunkMap {
  lines: number[][][]
  sources: string[]
}

const chunkMaps = new Map<string, ChunkMap | undefined>()
export function readChunkMap(assetsDir: string, file: string): ChunkMap | undefined {
  if (!chunkMaps.has(file)) {
    const path = join(assetsDir, `${file}.map`)
    const map = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
    chunkMaps.set(file, map && {lines: decodeMappings(map.mappings), sources: map.sources})
  }
  return chunkMaps.get(file)
}

/** The source segment a generated position falls in: [column, sourceIndex, origLine], if mapped. */
export function segmentAt(map: ChunkMap, line: number, column: number): number[] | undefined {
  let found: number[] | undefined
  for (const segment of map.lines[line] ?? []) {
    if (segment[0]! > column) break
    found = segment
  }
  return found && found[1]! >= 0 ? found : undefined
}
