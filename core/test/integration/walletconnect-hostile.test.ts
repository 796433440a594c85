// Issue 30 items 4-8: a hostile WalletConnect wallet (the real sign-client with its own checks off)
// on the real local relay, driving createGangway. What it approves, emits and answers is checked
// against the session and the dApp's request before anything is shown or returned.
import { createHostileWalletConnectWallet, HOLD, type HostileWallet } from "@gangway/fixtures"
import type { ProposalTypes, SessionTypes } from "@walletconnect/types"
import { afterAll, describe, expect, it } from "vitest"
import type { GangwayClient } from "../../src/client.js"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ relay: true })
const stops: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
})

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const OTHER = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
const METHODS = ["personal_sign", "eth_signTypedData_v4", "eth_sendTransaction"]

/** Approves with exactly these CAIP-10 accounts (chains taken from them, well formed or not). */
const approving =
  (accounts: ReadonlyArray<string>) =>
  (_proposal: ProposalTypes.Struct): SessionTypes.Namespaces => ({
    eip155: {
      chains: [...new Set(accounts.map((account) => account.split(":").slice(0, 2).join(":")))],
      accounts: [...accounts],
      methods: METHODS,
      events: ["accountsChanged", "chainChanged"]
    }
  })

const hostileWallet = async (
  accounts: ReadonlyArray<string>,
  answer: (method: string) => unknown = () => null
): Promise<HostileWallet> => {
  const wallet = await createHostileWalletConnectWallet({
    relayUrl: world.relay.url,
    approve: approving(accounts),
    answer: ({ method }) => answer(method)
  })
  stops.push(() => wallet.stop())
  return wallet
}

/** client.connect over WalletConnect, the wallet pairing from the URI it shows; the attempt's outcome. */
const connectThrough = async (client: GangwayClient, wallet: HostileWallet) => {
  const connecting = client.connect(WALLETCONNECT_ID).then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error })
  )
  await expect.poll(() => client.getState().connection.wcUri, { timeout: 15_000 }).toBeDefined()
  await wallet.pair({ uri: client.getState().connection.wcUri! })
  return connecting
}

const refusedSession = {
  _tag: "WalletSessionRefused",
  message:
    "Your wallet approved no usable account on this app's networks. Connect again and choose one of them in the wallet."
}

describe("a hostile WalletConnect wallet", () => {
  it("approvals without an account on a requested chain are refused typed and the session is ended (eip155:1, eip155:999, eip155:0x7a69)", async () => {
    const client = world.client({ relayUrl: world.relay.url })
    const wallet = await hostileWallet([`eip155:1:${ADDRESS}`, `eip155:999:${ADDRESS}`, `eip155:0x7a69:${ADDRESS}`])
    const outcome = await connectThrough(client, wallet)
    expect(outcome).toMatchObject({ ok: false, error: refusedSession })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    await expect.poll(() => wallet.client.session.getAll().length, { timeout: 10_000 }).toBe(0)
  })

  it("a malformed address is refused typed, never viem's untyped InvalidAddressError", async () => {
    const client = world.client({ relayUrl: world.relay.url })
    const wallet = await hostileWallet(["eip155:31337:0xZZZZ", "eip155:31337:0x1234"])
    expect(await connectThrough(client, wallet)).toMatchObject({ ok: false, error: refusedSession })
    expect(client.getState().connection.status).not.toBe("connecting")
  })

  it("an account with an extra part is refused typed: connect does not hang on 'connecting'", async () => {
    const client = world.client({ relayUrl: world.relay.url })
    const wallet = await hostileWallet([`eip155:31337:${ADDRESS}:extra`])
    expect(await connectThrough(client, wallet)).toMatchObject({ ok: false, error: refusedSession })
    expect(client.getState().connection.status).not.toBe("connecting")
  })

  it("one session: answers are decoded by method, events checked against the session, a session_delete during a send disconnects", async () => {
    const client = world.client({ relayUrl: world.relay.url })
    let answer: unknown = null
    const wallet = await hostileWallet([`eip155:31337:${ADDRESS}`], () => answer)
    expect(await connectThrough(client, wallet)).toEqual({ ok: true })
    expect(client.getState().chains.chains.eip155?.account).toMatchObject({ status: "connected", address: ADDRESS })

    // Item 7: malformed answers are typed errors, never results.
    const bad: ReadonlyArray<readonly [string, unknown, unknown]> = [
      ["personal_sign", 42, ["0x68656c6c6f", ADDRESS]],
      ["personal_sign", null, ["0x68656c6c6f", ADDRESS]],
      ["personal_sign", { r: "0x1" }, ["0x68656c6c6f", ADDRESS]],
      ["personal_sign", "0x1234", ["0x68656c6c6f", ADDRESS]],
      ["eth_sendTransaction", "hello", [{ from: ADDRESS, to: OTHER, value: "0x1" }]],
      ["eth_sendTransaction", `0x${"ab".repeat(33)}`, [{ from: ADDRESS, to: OTHER, value: "0x1" }]],
      ["eth_sendTransaction", 7, [{ from: ADDRESS, to: OTHER, value: "0x1" }]],
      ["eth_signTypedData_v4", true, [ADDRESS, "{}"]]
    ]
    for (const [method, value, params] of bad) {
      answer = value
      await expect(client.request(method, params), `${method} answered ${JSON.stringify(value)}`).rejects.toMatchObject(
        { _tag: "WalletAnswerInvalid", method }
      )
    }
    answer = `0x${"cd".repeat(65)}`
    await expect(client.request("personal_sign", ["0x68656c6c6f", ADDRESS])).resolves.toBe(answer)

    // Item 4: accountsChanged is taken only for accounts the session approved.
    const changes: Array<unknown> = []
    client.subscribe(
      (state) => state.chains.chains.eip155?.account.address,
      (address) => changes.push(address)
    )
    await wallet.emitEvent({ name: "accountsChanged", data: [OTHER], chainId: "eip155:31337" })
    await wallet.emitEvent({ name: "accountsChanged", data: [`eip155:1:${OTHER}`], chainId: "eip155:31337" })
    await wallet.emitEvent({
      name: "accountsChanged",
      data: Array.from({ length: 10_000 }, (_, i) => `0x${i.toString(16).padStart(40, "0")}`),
      chainId: "eip155:31337"
    })
    await wallet.emitEvent({ name: "accountsChanged", data: "not a list", chainId: "eip155:31337" })
    // A later event the client must take shows the ones before it were handled (events arrive in order).
    await wallet.emitEvent({ name: "chainChanged", data: 31337, chainId: "eip155:31337" })
    await wallet.emitEvent({ name: "accountsChanged", data: [`eip155:31337:${ADDRESS}`], chainId: "eip155:31337" })
    await expect.poll(() => client.getState().chains.chains.eip155?.account.address, { timeout: 10_000 }).toBe(ADDRESS)
    expect(changes).toEqual([])

    // Item 6: the wallet ends the session while a send waits: the send ends typed, the dApp is disconnected.
    answer = HOLD
    const asked = wallet.nextRequest()
    const sending = client.request("eth_sendTransaction", [{ from: ADDRESS, to: OTHER, value: "0x1" }]).then(
      () => "resolved",
      (error: unknown) => error
    )
    await asked
    await wallet.disconnect()
    expect(await sending).toMatchObject({ _tag: expect.stringMatching(/^(WalletRequestFailed|RequestAborted)$/) })
    await expect
      .poll(() => client.getState().chains.chains.eip155?.account.status, { timeout: 10_000 })
      .toBe("disconnected")
    expect(client.getState().chains.chains.eip155?.account.address).toBeUndefined()
    // The dApp as a whole, not only the account: no "connected" with no accounts.
    expect(client.getState().connection).toMatchObject({ status: "disconnected", activeConnectorIds: {} })
    expect(client.getState().requests.pending).toEqual([])
  })
})
