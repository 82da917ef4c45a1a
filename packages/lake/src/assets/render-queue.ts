import {LakeError} from '../errors.js'

/** The queue was full: the caller answers 503 with Retry-After. */
export class RenderQueueFullError extends LakeError {
  constructor() {
    super(503, 'Too many images are being rendered; try again in a moment')
  }
}

/**
 * Runs at most `concurrency` renders at once and keeps at most `maxQueued` waiting. sharp runs each
 * render on a thread of libuv's pool, the pool sign-in's scrypt and file reads need too: bounding the
 * renders keeps threads free for them whatever the image URLs ask for.
 */
export class RenderQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  /** Runs `task` when a slot is free; throws RenderQueueFullError at once when none is and the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new RenderQueueFullError()
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops between them.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  /** Renders running and waiting, for tests and diagnostics. */
  get load(): {running: number; waiting: number} {
    return {running: this.running, waiting: this.waiting.length}
  }
}
