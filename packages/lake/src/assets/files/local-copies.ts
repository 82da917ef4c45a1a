import {readdirSync, rmSync, statSync} from 'node:fs'
import {join} from 'node:path'

/**
 * The local copies of an object store's originals (`<assets dir>/<dataset>/{images,files}/`), kept
 * under a byte limit by removing the least recently used. The index lives in memory, rebuilt from
 * the directory (oldest modification first) on first use. The copy just used or added is never the
 * one removed; a removed copy is downloaded again when next asked for.
 */
export class LocalCopies {
  /** Path → bytes, least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>()
  private total = 0
  private loaded = false

  constructor(
    private readonly root: string,
    private readonly maxBytes: number,
  ) {}

  /** A copy was used: it becomes the most recent. */
  touch(path: string): void {
    this.load()
    const bytes = this.entries.get(path)
    if (bytes === undefined) return
    this.entries.delete(path)
    this.entries.set(path, bytes)
  }

  /** A copy was written; older ones go if the total passes the limit. */
  add(path: string, bytes: number): void {
    this.load()
    this.total -= this.entries.get(path) ?? 0
    this.entries.delete(path)
    this.entries.set(path, bytes)
    this.total += bytes
    this.evict(path)
  }

  get size(): {entries: number; bytes: number} {
    this.load()
    return {entries: this.entries.size, bytes: this.total}
  }

  private evict(keep: string): void {
    for (const [path, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break
      if (path === keep) continue
      this.entries.delete(path)
      this.total -= bytes
      // Unlinking is quick; done at once, the directory never holds more than the limit for long.
      try {
        rmSync(path, {force: true})
      } catch {
        // Unremovable: it no longer counts, and is served from disk until replaced.
      }
    }
  }

  private load(): void {
    if (this.loaded) return
    this.loaded = true
    const found: {path: string; bytes: number; modified: number}[] = []
    for (const dataset of listDir(this.root)) {
      for (const kind of ['images', 'files']) {
        const dir = join(this.root, dataset, kind)
        for (const name of listDir(dir)) {
          if (name.endsWith('.part')) continue
          try {
            const stats = statSync(join(dir, name))
            if (stats.isFile())
              found.push({path: join(dir, name), bytes: stats.size, modified: stats.mtimeMs})
          } catch {
            // Removed while listing.
          }
        }
      }
    }
    found.sort((a, b) => a.modified - b.modified)
    for (const {path, bytes} of found) {
      this.entries.set(path, bytes)
      this.total += bytes
    }
  }
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
