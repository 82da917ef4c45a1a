/** Resolves true if `promise` settles within `ms`, false otherwise; the timer never outlives the race. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let handle: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<false>((resolve) => {
    handle = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([promise.then(() => true), timeout])
  } finally {
    clearTimeout(handle)
  }
}
