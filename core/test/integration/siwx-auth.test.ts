// Sign-in with the embedded (email) wallet of the auth connector, on the local auth site. In Node the
// frame runs as the site's worker, which has no approval screen: it refuses every signature, so the
// sign-in reaches the embedded wallet and comes back 'Signature declined' (never signed silently).
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { localChain } from "../../src/domain/networks.js"
import { workerFrameHost } from "../../src/node/auth-frame-worker.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { memorySessionStore, siwxLocal } from "../../src/siwx/local.js"
import { desktop } from "../controllers.js"
import { mailReader, stateReaches, setUpAuthWorld } from "./auth-support.js"

const world = setUpAuthWorld()
const devices = mkdtempSync(join(tmpdir(), "gangway-siwx-auth-"))

const { nextWith } = mailReader(world)

describe("sign-in with the auth connector's embedded wallet", () => {
  it("after an email login the sign-in view asks; the frame's refusal is 'Signature declined' and the modal stays", async () => {
    const client = createGangway({
      networks: [localChain(world.chain.rpcUrl)],
      projectId: "gangway-local",
      auth: { frameUrl: world.site.frameUrl },
      storage: memoryBackend(),
      platform: desktop,
      authFrameHost: workerFrameHost({ storageDir: join(devices, "ada") }),
      siwx: siwxLocal({ required: true, storage: memorySessionStore() })
    })
    try {
      const email = "siwx-ada@example.com"
      await client.open()
      await client.auth.connectEmail(email)
      const link = await nextWith(email, 0, "approvalUrl")
      await fetch(link.value)
      await stateReaches(client, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
      await client.auth.submitOtp((await nextWith(email, link.id, "otp")).value)
      expect(client.getState().connection.activeConnectorIds.eip155).toBe("auth")

      await stateReaches(client, (state) => state.signIn.status === "needed")
      expect(client.getState().router.view).toBe("SIWXSignMessage")
      expect(await client.close()).toBe(false)
      await expect(client.signIn()).rejects.toMatchObject({ _tag: "SignatureDeclined" })
      expect(client.getState().signIn).toMatchObject({ status: "needed", error: { message: "Signature declined" } })
      expect(client.getState().modal.open).toBe(true)
    } finally {
      await client.destroy()
    }
  })
})
