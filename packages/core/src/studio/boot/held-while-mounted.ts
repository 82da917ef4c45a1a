/**
 * What the studio holds while it is mounted: `hold()` returns a release, and a release disposes a task
 * later unless `hold()` is called again first. React's StrictMode runs every effect's cleanup and the
 * effect again right after the first commit (React 19.3 in production builds too: an app's
 * `<StrictMode>` around the studio, as in examples/embedded-in-app); disposing at once would throw
 * away what the second run holds again (studio.test.tsx, "React's StrictMode").
 */
export interface HeldWhileMounted {
  hold(): () => void
  /** A release waiting for its task is called off (the thing was disposed some other way). */
  cancel(): void
}

export function heldWhileMounted(dispose: () => void): HeldWhileMounted {
  let pendingDispose: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    clearTimeout(pendingDispose)
    pendingDispose = undefined
  }
  return {
    hold() {
      cancel()
      let released = false
      return () => {
        if (released) return
        released = true
        pendingDispose = setTimeout(() => {
          pendingDispose = undefined
          dispose()
        }, 0)
      }
    },
    cancel,
  }
}
