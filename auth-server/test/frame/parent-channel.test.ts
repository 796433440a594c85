import { describe, expect, it } from "vitest"
import { parentChannel } from "../../frame/browser/parent-channel.js"

const APP = "http://127.0.0.1:5173"

/** A window stand-in: listeners for "message", and what was posted to it with which target origin. */
const fakeWindow = () => {
  const listeners: Array<(event: MessageEvent) => void> = []
  const posts: Array<[unknown, string]> = []
  return {
    listeners,
    posts,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => void listeners.push(listener),
    postMessage: (message: unknown, targetOrigin: string) => void posts.push([message, targetOrigin])
  }
}

describe("the frame's line to its app", () => {
  it("hands on only messages from the parent window at the parent's exact origin, logging the others", () => {
    const self = fakeWindow()
    const parent = fakeWindow()
    const stranger = fakeWindow()
    const logged: Array<string> = []
    const received: Array<unknown> = []
    const channel = parentChannel({
      self: self as never,
      parent,
      parentOrigin: APP,
      log: (message) => void logged.push(message)
    })
    channel.listen((data) => received.push(data))
    const deliver = (data: unknown, origin: string, source: unknown) => {
      for (const listener of self.listeners) listener({ data, origin, source } as MessageEvent)
    }
    deliver("from the app", APP, parent)
    deliver("another window, same origin", APP, stranger)
    deliver("the parent window, other origin", "http://127.0.0.1:5174", parent)
    deliver("another window, other origin", "https://evil.example", stranger)
    expect(received).toEqual(["from the app"])
    expect(logged).toEqual([
      "Dropped a message from a window that is not this frame's app",
      "Dropped a message from an origin that is not this frame's app",
      "Dropped a message from a window that is not this frame's app"
    ])
  })

  it("posts to the parent with its exact origin as the target, never *", () => {
    const parent = fakeWindow()
    const channel = parentChannel({ self: fakeWindow() as never, parent, parentOrigin: APP, log: () => undefined })
    channel.post({ type: "FRAME_READY", payload: {} })
    channel.post({ id: "a".repeat(32), type: "SUCCESS", payload: {} })
    expect(parent.posts.map(([, target]) => target)).toEqual([APP, APP])
  })
})
