// Issue 30 items 9-11: client.request and the EIP-1193 provider take any input a dApp gives:
// every failure is a rejected promise with an EIP-1193/1474 code, methods off the allowlist never
// reach the wallet, and a method goes to the wallet of its namespace. A real WalletConnect wallet
// on the local relay, counting what it is asked.
import { toHex } from "viem"
import { beforeEach, describe, expect, it } from "vitest"
import type { GangwayClient } from "../../src/client.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ relay: true })
const asked: Array<string> = []
let client: GangwayClient
let address: string
let connected: Promise<void> | undefined

// Connected once, in the first test (pairing polls the client's state, which only a test may do).
beforeEach(() => (connected ??= connect()))
const connect = async () => {
  client = world.client({ relayUrl: world.relay.url })
  const { wallet, testWallet } = await world.walletConnectWallet(17, {
    request: (args) => {
      asked.push(args.method)
      return testWallet.request(args)
    }
  })
  address = testWallet.address
  await world.pairWalletConnect(client, wallet)
  asked.length = 0
}

/** The outcome of calling `call`: a sync throw is a defect of its own. */
const outcome = (call: () => Promise<unknown>) => {
  let promise: Promise<unknown>
  try {
    promise = call()
  } catch (error) {
    return Promise.resolve({ threw: String(error) })
  }
  return promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error })
  )
}

const throwing = () =>
  Object.defineProperty({}, "message", {
    enumerable: true,
    get() {
      throw new Error("read me not")
    }
  })

describe("client.request with what a dApp may give", () => {
  it("a non-string method, non-JSON params or params whose getters throw: rejected with MalformedRequest and -32600, the wallet not asked", async () => {
    for (const [method, params] of [
      [42, undefined],
      [{ method: "personal_sign" }, []],
      ["", undefined],
      ["personal_sign", "0x01"],
      ["personal_sign", [throwing()]],
      ["personal_sign", [() => undefined]]
    ] as const) {
      const result = await outcome(() => client.request(method as never, params))
      expect(result, `${String(method)}`).toMatchObject({
        rejected: {
          _tag: "MalformedRequest",
          code: -32600,
          message: "The request is malformed, so it was not sent: give a method name and JSON parameters."
        }
      })
    }
    expect(asked).toEqual([])
  })

  it("a method off the allowlist: RpcMethodNotAllowed with 4200; wallet_watchAsset and wallet_showCallsStatus through the provider: 4200, the wallet not asked", async () => {
    expect(await outcome(() => client.request("eth_sign", [address, "0x00"]))).toMatchObject({
      rejected: { _tag: "RpcMethodNotAllowed", code: 4200 }
    })
    const provider = client.getProvider("eip155")
    for (const method of ["wallet_watchAsset", "wallet_showCallsStatus"]) {
      expect(await outcome(() => provider.request({ method, params: [{}] }))).toMatchObject({
        rejected: { code: 4200 }
      })
    }
    expect(asked).toEqual([])
  })

  it("the provider: a request object whose reads throw, or none at all, is rejected with -32600", async () => {
    const provider = client.getProvider("eip155")
    const hostile = Object.defineProperty({}, "method", {
      get() {
        throw new Error("read me not")
      }
    })
    for (const args of [hostile, null, 42, { method: 7 }, { method: "personal_sign", params: [throwing()] }]) {
      expect(await outcome(() => provider.request(args as never))).toMatchObject({ rejected: { code: -32600 } })
    }
    expect(asked).toEqual([])
  })

  it("Solana, Bitcoin and Polkadot methods go to their namespace's wallet: none connected here, 4100, the EVM wallet not asked", async () => {
    for (const [method, params] of [
      ["solana_signMessage", { message: "aGk=", pubkey: address }],
      ["signPsbt", { psbt: "cHNidP8=" }],
      ["polkadot_signMessage", { address, message: "0x00" }]
    ] as const) {
      expect(await outcome(() => client.request(method, params)), method).toMatchObject({
        rejected: { _tag: "NoActiveCaipAddress", code: 4100 }
      })
    }
    expect(asked).toEqual([])
  })

  it("a well-formed EVM request still reaches the EVM wallet and resolves", async () => {
    expect(await client.request("personal_sign", [toHex("hello"), address])).toMatch(/^0x[0-9a-f]{130}$/)
    expect(asked).toEqual(["personal_sign"])
  })
})
