import {readdirSync, rmSync, statSync} from 'node:fs'
import {rm} from 'node:fs/promises'
import {join} from 'node:path'

/**
 * The on-disk cache of rendered images (`assets/<dataset>/cache/`), kept under a byte limit by removing
 * the least recently used renders. The index lives in memory, rebuilt from the directory (oldest
 * modification first) on first use. Entries being sent are pinned and never removed mid-response; a
 * render larger than the whole limit is sent once and then removed.
 */
export class TransformCache {
  /** Path → bytes, least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>()
  private readonly pins = new Map<string, number>()
  private total = 0
  private loaded = false

  constructor(
    /** The lake's `assets` directory. */
    private readonly assetsDir: string,
    private readonly maxBytes: number,
  ) {}

  /** Marks a cached render as used and pins it; false when it is not cached. */
  acquire(path: string): boolean {
    this.load()
    const bytes = this.entries.get(path)
    if (bytes === undefined) return false
    this.entries.delete(path)
    this.entries.set(path, bytes)
    this.pin(path)
    return true
  }

  /** Records a render just written to `path`, pinned for the caller. */
  add(path: string, bytes: number): void {
    this.load()
    this.total -= this.entries.get(path) ?? 0
    this.entries.delete(path)
    this.entries.set(path, bytes)
    this.total += bytes
    this.pin(path)
    this.evict()
  }

  /** Unpins an entry from `acquire` or `add`, then trims the cache to its limit. */
  release(path: string): void {
    const count = (this.pins.get(path) ?? 0) - 1
    if (count > 0) this.pins.set(path, count)
    else this.pins.delete(path)
    this.evict()
  }

  get size(): {entries: number; bytes: number} {
    this.load()
    return {entries: this.entries.size, bytes: this.total}
  }

  private pin(path: string): void {
    this.pins.set(path, (this.pins.get(path) ?? 0) + 1)
  }

  private evict(): void {
    if (this.total <= this.maxBytes) return
    for (const [path, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break
      if (this.pins.has(path)) continue
      this.entries.delete(path)
      this.total -= bytes
      rm(path, {force: true}).catch(() => {
        // Gone already, or unremovable: either way it no longer counts.
      })
    }
  }

  private load(): void {
    if (this.loaded) return
    this.loaded = true
    const found: {path: string; bytes: number; modified: number}[] = []
    for (const dataset of listDir(this.assetsDir)) {
      const dir = join(this.assetsDir, dataset, 'cache')
      for (const name of listDir(dir)) {
        const path = join(dir, name)
        // A render interrupted by a crash leaves a `.part` file that nothing will ever finish.
        if (name.endsWith('.part')) {
          rmSync(path, {force: true})
          continue
        }
        try {
          const stats = statSync(path)
          if (stats.isFile()) found.push({path, bytes: stats.size, modified: stats.mtimeMs})
        } catch {
          // Removed while listing.
        }
      }
    }
    found.sort((a, b) => a.modified - b.modified)
    for (const {path, bytes} of found) {
      this.entries.set(path, bytes)
      this.total += bytes
    }
    this.evict()
  }
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
