// The connection's last attempt in its state: the injected test wallet (see vitest.config.ts: *.dom.test.ts).
import { announceProvider, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { beforeEach, describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { localChain } from "../../src/domain/networks.js"
import { RequestDeclined } from "../../src/errors.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpLocalWorld()
let wallet: TestWallet
beforeEach(() => {
  wallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 4 })
  announceProvider(window, wallet, crypto.randomUUID())
})

const make = () =>
  world.track(
    createGangway({ networks: [localChain(world.chain.rpcUrl)], storage: memoryBackend(), platform: desktop })
  )

const refusedConnect = async (client: ReturnType<typeof make>) => {
  wallet.behave("connect", "reject")
  await expect(client.connection.connect(RDNS)).rejects.toMatchObject({ _tag: "RequestDeclined" })
}

describe("the connection's attempt", () => {
  it("keeps a refused connect's typed error until a new attempt starts, and none once that one connects", async () => {
    const client = make()
    expect(client.getState().connection.attempt).toBeUndefined()
    await refusedConnect(client)
    const failed = client.getState().connection.attempt
    expect(failed).toMatchObject({ connectorId: RDNS, status: "failed" })
    const error = failed?.status === "failed" ? failed.error : undefined
    expect(error?._tag).toBe("RequestDeclined")
    expect(error).toBeInstanceOf(RequestDeclined)
    expect(error?.message).toBe("Connection declined")

    const asked = wallet.behave("connect", "delay")
    const second = client.connection.connect(RDNS)
    await asked?.arrived
    const waiting = client.getState().connection.attempt
    expect(waiting).toMatchObject({ connectorId: RDNS, status: "connecting" })
    expect(waiting).not.toHaveProperty("error")
    asked?.release()
    await second
    expect(client.getState().connection.attempt).toBeUndefined()
  })

  it("forgets the failure on a disconnect, a wallet chosen anew, and when the modal closes", async () => {
    const client = make()
    await refusedConnect(client)
    await client.connection.disconnect()
    expect(client.getState().connection.attempt).toBeUndefined()

    await refusedConnect(client)
    await client.connection.chooseWallet({})
    expect(client.getState().connection.attempt).toBeUndefined()

    await client.modal.open()
    await refusedConnect(client)
    expect(client.getState().connection.attempt?.status).toBe("failed")
    await client.modal.close()
    await expect.poll(() => client.getState().connection.attempt).toBeUndefined()
  })
})
