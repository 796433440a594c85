// A send whose receipt does not come: the send waits SEND_CONFIRMATION_WAIT_MS (on the
// TestClock), then says "sent, not yet confirmed" with the hash, and keeps watching until the
// receipt comes. The chain is a real anvil behind a loopback JSON-RPC server that holds back
// the receipts (eth_getTransactionReceipt answers null, as a node does for a pending transaction).
import { Context, Effect, Fiber, Layer, Schema } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it, vi } from "vitest"
import { gangwayLayer } from "../../src/client-layer.js"
import { GangwayOptions } from "../../src/config.js"
import { SEND_CONFIRMATION_WAIT_MS } from "../../src/constants.js"
import { Balances } from "../../src/controllers/balances.js"
import { Connection } from "../../src/controllers/connection.js"
import { Send } from "../../src/controllers/send.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"
import { runTest } from "../effect-test.js"
import { startHostileEvmRpc } from "../hostile-evm-rpc.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })

/** Waits (in real time: the chain and the servers run on it) until `check` passes. */
const until = (check: () => void) => Effect.promise(() => vi.waitFor(check, { timeout: 30_000, interval: 20 }))

describe("a send whose confirmation does not come (SEND_CONFIRMATION_WAIT_MS)", () => {
  it("is 'unconfirmed' with its hash after the bounded wait, and turns to confirmed when the receipt comes", async () => {
    let receipts = false
    const rpc = await startHostileEvmRpc(
      (method) => (method === "eth_getTransactionReceipt" && !receipts ? { result: null } : undefined),
      world.chain.rpcUrl
    )
    try {
      await runTest(
        Effect.gen(function* () {
          const options = Schema.decodeUnknownSync(GangwayOptions)({
            networks: [localChain(rpc.url)],
            projectId: "gangway-tests",
            apiUrls: world.apiUrls()
          })
          const services = yield* Layer.build(
            Layer.fresh(
              gangwayLayer(options, {
                storage: "memory",
                platform: desktop,
                localSigner: { privateKey: world.chain.accounts[4]!.privateKey }
              })
            )
          )
          const send = Context.get(services, Send)
          yield* Context.get(services, Connection).connect("local-signer")
          const balances = yield* Context.get(services, Balances).refresh({ force: true })
          const eth = balances.find((token) => token.symbol === "ETH")!

          const sending = yield* Effect.forkChild(
            send.send({ token: eth, amount: "0.5", receiver: world.chain.accounts[5]!.address })
          )
          // Sent: the node was asked for the receipt at least once and answered "not yet".
          yield* until(() => expect(rpc.methods).toContain("eth_getTransactionReceipt"))
          const hash = send.store.get().hash
          expect(send.store.get().phase).toBe("pending")
          expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

          yield* TestClock.adjust(SEND_CONFIRMATION_WAIT_MS - 1)
          expect(sending.pollUnsafe()).toBeUndefined()
          expect(send.store.get().phase).toBe("pending")
          yield* TestClock.adjust(1)
          expect(yield* Fiber.join(sending)).toEqual({ hash, status: "unconfirmed" })
          expect(send.store.get()).toMatchObject({
            phase: "unconfirmed",
            hash,
            loading: false,
            sendTokenAmount: undefined,
            receiverAddress: undefined
          })

          // The watch goes on: once the node gives the receipt, the send is confirmed.
          receipts = true
          // viem looks again at each new block; anvil mines only on demand, a live chain every few seconds.
          yield* Effect.promise(() =>
            fetch(world.chain.rpcUrl, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "evm_mine", params: [] })
            })
          )
          yield* until(() => expect(send.store.get().phase).toBe("confirmed"))
          expect(send.store.get().hash).toBe(hash)
        })
      )
    } finally {
      await rpc.close()
    }
  }, 90_000)
})
