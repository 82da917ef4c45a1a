/**
 * Throttles commits: the first edit after a quiet period commits right after the frame it changed has
 * painted, later ones are gathered and committed when the window since the last commit has passed, so
 * at most one commit starts per window.
 */
export class CommitScheduler {
  private lastCommitAt = -Infinity
  private cancel: (() => void) | undefined

  constructor(
    private readonly windowMs: number,
    private readonly commit: () => void,
  ) {}

  /** Asks for a commit of the current edits, now or at the end of the window. */
  schedule(): void {
    if (this.cancel !== undefined) return
    const wait = this.lastCommitAt + this.windowMs - Date.now()
    if (wait <= 0) {
      // Not inside the keystroke: a commit serialises the document and hands the edits to the mutator,
      // which in a large document would delay the key's frame (issue 23).
      this.cancel = afterPaint(() => this.run())
      return
    }
    const timer = setTimeout(() => this.run(), wait)
    this.cancel = () => clearTimeout(timer)
  }

  /** The caller commits now itself (an operation needs the edits on the server): the window restarts. */
  restartWindow(): void {
    this.dispose()
    this.lastCommitAt = Date.now()
  }

  dispose(): void {
    this.cancel?.()
    this.cancel = undefined
  }

  private run(): void {
    this.dispose()
    this.lastCommitAt = Date.now()
    this.commit()
  }
}

/** If a frame never comes (a hidden tab stops animation frames), the task runs after this. */
const FRAME_FALLBACK_MS = 100

/** Runs `task` once after the next painted frame (a frame, then a task), or a plain task without frames. */
function afterPaint(task: () => void): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    task()
  }
  const fallback = setTimeout(once, typeof requestAnimationFrame === 'function' ? FRAME_FALLBACK_MS : 0)
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0))
  return () => {
    done = true
    clearTimeout(fallback)
  }
}
