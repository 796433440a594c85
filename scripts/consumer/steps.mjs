// The consumer test's steps: each named, timed and recorded; a failure is printed with its
// reason as it happens and the table at the end says what passed.

export const createSteps = () => {
  const results = []

  /** Runs `fn` as step `name`; resolves with its value, or records the failure and rethrows. */
  const step = async (name, fn) => {
    const start = performance.now()
    process.stdout.write(`… ${name}\n`)
    try {
      const value = await fn()
      results.push({ name, status: "pass", seconds: (performance.now() - start) / 1000 })
      return value
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      results.push({ name, status: "FAIL", seconds: (performance.now() - start) / 1000, reason })
      console.error(`✘ ${name}\n${reason.replace(/^/gm, "    ")}`)
      throw error
    }
  }

  /** A check that could not run because something it needs failed before it. */
  const skip = (name, reason) => {
    results.push({ name, status: "FAIL", seconds: 0, reason })
    console.error(`✘ ${name}: ${reason}`)
  }

  /** Prints the table and the closing count; returns true when anything failed. */
  const report = (totalSeconds) => {
    const width = Math.max(...results.map((result) => result.name.length))
    console.log("\nconsumer test")
    for (const result of results) {
      const reason = result.status === "pass" ? "" : `  ${result.reason.split("\n")[0].slice(0, 160)}`
      console.log(
        `  ${result.status === "pass" ? "pass" : "FAIL"}  ${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(6)} s${reason}`
      )
    }
    const passed = results.filter((result) => result.status === "pass").length
    console.log(`  total ${totalSeconds.toFixed(0)} s`)
    console.log(`consumer: ${passed} passed, ${results.length - passed} failed`)
    return passed !== results.length || results.length === 0
  }

  return { step, skip, report }
}
