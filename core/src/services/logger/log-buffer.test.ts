import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { createGangway } from "../../client.js"
import { LOG_BUFFER_BYTES } from "../../constants.js"
import { localChain } from "../../domain/networks.js"
import { makeLogBuffer, type LogEntry } from "./log-buffer.js"

const entry = (index: number, message = `entry ${index}`): LogEntry => ({
  time: new Date(index * 1000).toISOString(),
  level: "Info",
  message
})
const exportSize = (text: string) => new TextEncoder().encode(text).length

describe("the log buffer", () => {
  it("keeps at most 1,024,000 bytes of its export, dropping the oldest entries first", () => {
    const buffer = makeLogBuffer()
    const big = "x".repeat(10_000)
    for (let index = 0; index < 200; index++) buffer.add(entry(index, big))
    const kept = buffer.entries()
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
    expect(buffer.bytes()).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(exportSize(buffer.export())).toBe(buffer.bytes())
    // The newest is kept, the oldest are gone, and one more would not have fit.
    expect(kept.at(-1)).toEqual(entry(199, big))
    expect(kept[0]!.time).not.toBe(entry(0).time)
    expect(buffer.bytes() + exportSize(`${JSON.stringify(entry(200, big))}\n`)).toBeGreaterThan(LOG_BUFFER_BYTES)
  })

  it("counts bytes, not characters, and exports JSON Lines that read back to the entries", () => {
    const buffer = makeLogBuffer(250)
    buffer.add(entry(1, "é".repeat(40)))
    buffer.add(entry(2, "é".repeat(40)))
    // Each line is 104 characters but 144 bytes (the accents take two): two lines fit in 250 characters, not in 250 bytes.
    expect(buffer.entries()).toEqual([entry(2, "é".repeat(40))])
    expect(
      buffer
        .export()
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as LogEntry)
    ).toEqual(buffer.entries())
  })

  it("drops an entry larger than the whole buffer rather than everything else", () => {
    const buffer = makeLogBuffer(100)
    buffer.add(entry(1, "kept"))
    buffer.add(entry(2, "y".repeat(200)))
    expect(buffer.entries()).toEqual([entry(1, "kept")])
  })
})

describe("the client's log", () => {
  const make = (enableLogger?: boolean) =>
    createGangway({
      networks: [localChain("http://127.0.0.1:9")],
      storage: "memory",
      ...(enableLogger === undefined ? {} : { enableLogger })
    })

  it("records the client's warnings by default; the dApp reads and exports them", async () => {
    const client = make()
    await client.runtime.runPromise(Effect.logWarning("The wallet went quiet", { topic: "abc" }))
    expect(client.logs()).toEqual([
      { time: expect.any(String), level: "Warn", message: 'The wallet went quiet {"topic":"abc"}' }
    ])
    expect(client.exportLogs()).toBe(`${JSON.stringify(client.logs()[0])}\n`)
    await client.destroy()
  })

  it("keeps nothing with enableLogger: false", async () => {
    const client = make(false)
    await client.runtime.runPromise(Effect.logError("not kept"))
    expect(client.logs()).toEqual([])
    expect(client.exportLogs()).toBe("")
    await client.destroy()
  })
})
