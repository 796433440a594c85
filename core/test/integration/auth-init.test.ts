import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { localChain } from "../../src/domain/networks.js"
import { workerFrameHost } from "../../src/node/auth-frame-worker.js"
import { desktop } from "../controllers.js"

describe("a secure frame that cannot start", () => {
  it("fails with 'A problem occurred while trying initialize authentication' (also a toast) and goes back to Connect", async () => {
    // Nothing listens on port 9: the frame's script cannot be fetched.
    const client = createGangway({
      networks: [localChain("http://127.0.0.1:9")],
      projectId: "gangway-local",
      auth: { frameUrl: "http://127.0.0.1:9/frame" },
      storage: "memory",
      platform: desktop,
      features: { analytics: false },
      authFrameHost: workerFrameHost({ storageDir: mkdtempSync(join(tmpdir(), "gangway-auth-init-")) })
    })
    try {
      await client.open()
      await expect(client.auth.connectEmail("ada@example.com")).rejects.toMatchObject({
        _tag: "AuthInitializationFailed",
        message: "A problem occurred while trying initialize authentication"
      })
      expect(client.getState().toast).toMatchObject({
        variant: "error",
        message: "A problem occurred while trying initialize authentication"
      })
      expect(client.getState().router.view).toBe("Connect")
      // The failure itself: its English message, and its tag for a UI that words it in the visitor's language.
      expect(client.getState().auth.error).toMatchObject({
        _tag: "AuthInitializationFailed",
        message: "A problem occurred while trying initialize authentication"
      })
    } finally {
      await client.destroy()
    }
  })
})
