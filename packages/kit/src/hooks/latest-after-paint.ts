import {Observable, type MonoTypeOperatorFunction} from 'rxjs'

/** If a frame never comes (a hidden tab stops animation frames), the update goes out after this. */
const FALLBACK_MS = 100

/**
 * Tasks waiting for the next painted frame. They run together in one task, so the React updates they
 * cause render in one commit however many stores changed.
 */
const waiting = new Set<() => void>()
let scheduled = false

function runWaiting() {
  scheduled = false
  const tasks = [...waiting]
  waiting.clear()
  for (const task of tasks) task()
}

/**
 * Runs `task` once the browser has painted the current frame: an animation frame, then a task after
 * it. Without animation frames (Node, a hidden tab), a plain task. Returns a cancel function.
 */
function afterNextPaint(task: () => void): () => void {
  waiting.add(task)
  if (!scheduled) {
    scheduled = true
    let done = false
    const once = () => {
      if (done) return
      done = true
      runWaiting()
    }
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => setTimeout(once, 0))
      setTimeout(once, FALLBACK_MS)
    } else {
      setTimeout(once, 0)
    }
  }
  return () => waiting.delete(task)
}

/**
 * Passes on what the source emits while it is being subscribed to at once (so a component's first
 * render has it), and after that only the latest value, once per frame, after the frame has painted.
 * A keystroke's own frame then carries only the input's work; the document's chrome (title, status,
 * actions, permissions) and the rest of the form follow a frame later, one render for any number of
 * changes in between (issue 23).
 */
export function latestAfterPaint<T>(): MonoTypeOperatorFunction<T> {
  return (source) =>
    new Observable<T>((subscriber) => {
      let subscribing = true
      let pending: {value: T} | undefined
      let cancel: (() => void) | undefined
      const flush = () => {
        cancel = undefined
        if (!pending) return
        const {value} = pending
        pending = undefined
        subscriber.next(value)
      }
      const subscription = source.subscribe({
        next(value) {
          if (subscribing) {
            subscriber.next(value)
            return
          }
          pending = {value}
          cancel ??= afterNextPaint(flush)
        },
        error(error: unknown) {
          cancel?.()
          flush()
          subscriber.error(error)
        },
        complete() {
          cancel?.()
          flush()
          subscriber.complete()
        },
      })
      subscribing = false
      return () => {
        cancel?.()
        subscription.unsubscribe()
      }
    })
}
