// Sign In With Farcaster through the client, the site's own frame (worker script), the auth
// service, the local relay and the ID registry on the local chain; the person's Farcaster app is
// the fixtures' test client, scripted to approve, refuse or never answer.
import { farcasterTestClient } from "@gangway/fixtures"
import { describe, expect, it } from "vitest"
import { StorageKeys } from "../../src/domain/storage-keys.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import type { GangwayClient } from "../../src/client.js"
import { stateReaches, setUpAuthWorld } from "./auth-support.js"

const world = setUpAuthWorld()

const farcasterApp = () => {
  const farcaster = world.site.farcaster
  if (farcaster === undefined) throw new Error("the local auth site has no Farcaster part")
  return farcasterTestClient({ relayUrl: farcaster.relayUrl, rpcUrl: world.chain.rpcUrl, fid: farcaster.testUser.fid })
}

/** Starts the sign-in and waits for the link the view shows as a QR code. */
const startSignIn = async (client: GangwayClient) => {
  const before = client.getState().auth.step
  const previous = before.kind === "farcaster" ? before.url : undefined
  const signIn = client.auth.connectFarcaster()
  signIn.catch(() => undefined)
  await stateReaches(
    client,
    (state) =>
      state.auth.step.kind === "farcaster" && state.auth.step.url !== undefined && state.auth.step.url !== previous
  )
  const step = client.getState().auth.step
  if (step.kind !== "farcaster" || step.url === undefined) throw new Error("no Farcaster link")
  return { signIn, url: step.url }
}

describe("Sign In With Farcaster through the auth connector (local world)", () => {
  it("approved in the Farcaster client: connected to the embedded wallet of that Farcaster user, its username kept", async () => {
    const storage = memoryBackend()
    const client = world.client({ storage })
    await client.open()
    const { signIn, url } = await startSignIn(client)
    expect(client.getState().router.view).toBe("ConnectingFarcaster")
    expect(client.getState().chains.chains.eip155?.account.farcasterUrl).toBe(url)

    await farcasterApp().open(url).approve()
    await signIn
    const account = client.getState().chains.chains.eip155?.account
    expect(account?.status).toBe("connected")
    expect(account?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(account?.farcasterUrl).toBeUndefined()
    expect(client.getState().connection.activeConnectorIds.eip155).toBe("auth")
    expect(client.getState().auth.user?.userName).toBe("gangway-tester")
    expect(client.getState().auth.step).toEqual({ kind: "idle" })
    expect(storage.getItem(StorageKeys.emailLoginUsed)).toBe("true")
    expect(storage.getItem(StorageKeys.socialUsername)).toBe("gangway-tester")
    expect(await client.request("eth_chainId")).toBe("0x7a69")
  })

  it("refused in the Farcaster client: the sign-in fails with the frame's message, and a new link can be asked for", async () => {
    const client = world.client()
    const first = await startSignIn(client)
    await farcasterApp().open(first.url).refuse()
    await expect(first.signIn).rejects.toMatchObject({ message: "The sign-in was declined in Farcaster: try again" })
    expect(client.getState().auth.error?.message).toBe("The sign-in was declined in Farcaster: try again")
    expect(client.getState().chains.chains.eip155?.account.status).not.toBe("connected")

    const retry = await startSignIn(client)
    expect(retry.url).not.toBe(first.url)
    expect(client.getState().auth.error).toBeUndefined()
    await farcasterApp().open(retry.url).approve()
    await retry.signIn
    expect(client.getState().chains.chains.eip155?.account.status).toBe("connected")
  })

  it("asked again: the newer link replaces the first, whose attempt ends quietly without taking the newer link away", async () => {
    const client = world.client()
    const first = await startSignIn(client)
    const second = await startSignIn(client)
    expect(second.url).not.toBe(first.url)
    await first.signIn
    expect(client.getState().chains.chains.eip155?.account.farcasterUrl).toBe(second.url)
    await farcasterApp().open(second.url).approve()
    await second.signIn
    expect(client.getState().chains.chains.eip155?.account.status).toBe("connected")
  })

  it("never answered: once the request expires on the relay, the sign-in fails saying so", async () => {
    const client = world.client()
    const { signIn, url } = await startSignIn(client)
    farcasterApp().open(url)
    world.advanceServiceClock(5 * 60_000)
    await expect(signIn).rejects.toMatchObject({
      message: "The Farcaster request expired before it was signed: ask for a new QR code"
    })
    expect(client.getState().auth.error?.message).toBe(
      "The Farcaster request expired before it was signed: ask for a new QR code"
    )
    expect(client.getState().chains.chains.eip155?.account.farcasterUrl).toBeUndefined()
  })
})
