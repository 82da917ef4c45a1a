/**
 * Throttles commits: the first edit after a quiet period commits at once, later ones are gathered and
 * committed when the window since the last commit has passed, so at most one commit starts per window.
 */
export class CommitScheduler {
  private lastCommitAt = -Infinity
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly windowMs: number,
    private readonly commit: () => void,
  ) {}

  /** Asks for a commit of the current edits, now or at the end of the window. */
  schedule(): void {
    if (this.timer !== undefined) return
    const wait = this.lastCommitAt + this.windowMs - Date.now()
    if (wait <= 0) {
      this.run()
      return
    }
    this.timer = setTimeout(() => this.run(), wait)
  }

  /** The caller commits now itself (an operation needs the edits on the server): the window restarts. */
  restartWindow(): void {
    this.dispose()
    this.lastCommitAt = Date.now()
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }

  private run(): void {
    this.dispose()
    this.lastCommitAt = Date.now()
    this.commit()
  }
}
