/** Keeps a server command running until Ctrl-C or SIGTERM, then stops it and exits (0, or 1 on errors). */
export function runUntilSignal(stop: () => Promise<void>): void {
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      stop().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('tessera: error while stopping:', err)
          process.exit(1)
        },
      )
    })
  }
}
