import {mkdirSync, writeFileSync} from 'node:fs'
import {dirname} from 'node:path'
import {fileURLToPath} from 'node:url'

export interface ReportRow {
  metric: string
  measured: string
  target: string
  /** Undefined where the brief sets no target. */
  met?: boolean
}

export function markdownTable(rows: ReportRow[]): string {
  const lines = ['| metric | measured | target | met? |', '| --- | --- | --- | --- |']
  for (const row of rows) {
    const met = row.met === undefined ? '—' : row.met ? 'yes' : 'no'
    lines.push(`| ${row.metric} | ${row.measured} | ${row.target} | ${met} |`)
  }
  return lines.join('\n')
}

/** Writes the rows and the raw measurements; bench-results/ is gitignored. */
export function writeJsonReport(rows: ReportRow[], details: Record<string, unknown>): string {
  const path = fileURLToPath(new URL('../bench-results/lake.json', import.meta.url))
  mkdirSync(dirname(path), {recursive: true})
  writeFileSync(path, JSON.stringify({rows, details}, null, 2) + '\n')
  return path
}

export function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(2)
}

export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US')
}

export function docs(size: number): string {
  return size >= 1000 ? `${size / 1000}k` : String(size)
}
