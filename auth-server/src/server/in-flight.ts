/** Counts the requests being answered, so a shutdown can wait for them. */
export const inFlightRequests = () => {
  let count = 0
  let waiters: Array<() => void> = []
  return {
    get count() {
      return count
    },
    async track<A>(answering: Promise<A>): Promise<A> {
      count += 1
      try {
        return await answering
      } finally {
        count -= 1
        if (count === 0) {
          for (const waiter of waiters) waiter()
          waiters = []
        }
      }
    },
    /** Resolves true once none is left, or false at `deadlineMs`. */
    drained(deadlineMs: number): Promise<boolean> {
      if (count === 0) return Promise.resolve(true)
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), deadlineMs)
        waiters.push(() => {
          clearTimeout(timer)
          resolve(true)
        })
      })
    }
  }
}
