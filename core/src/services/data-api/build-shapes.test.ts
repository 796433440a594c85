import { Effect } from "effect"
import { describe, expect } from "vitest"
import * as shapes from "../../../test/data-api-shapes.js"
import { setUpApiServer } from "../../../test/api-server.js"
import { dataApiAnswering } from "../../../test/data-api-answering.js"
import { itEffect } from "../../../test/effect-test.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"

const server = setUpApiServer()
const api = "http://build-shapes.test"
const network: CaipNetworkId = "eip155:1"
const user = "eip155:1:0x2a6f1b9c0e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b"

const answering = dataApiAnswering(server, api, network)

const approve = (json: unknown) =>
  answering("get", "/v1/convert/build-approve", json, (d) =>
    d.buildApproveTransaction({ caipNetworkId: network, userAddress: user, from: "a", to: "b" })
  )
const build = (json: unknown) =>
  answering("post", "/v1/convert/build-transaction", json, (d) =>
    d.buildSwapTransaction({
      caipNetworkId: network,
      amount: "1000000",
      slippage: 1,
      from: "a",
      to: "b",
      userAddress: user
    })
  )

describe("the swap builders read the real Blockchain API's answers", () => {
  itEffect("build-approve: no gas, eip155 with the gas price only, CAIP-10 accounts", () =>
    Effect.gen(function* () {
      const tx = yield* approve(shapes.buildApprove)
      expect(tx).toEqual(shapes.buildApprove.tx)
      expect(tx.eip155).toEqual({ gasPrice: "8120000000" })
    })
  )

  itEffect("build-approve: eip155 null is read as none", () =>
    Effect.gen(function* () {
      const tx = yield* approve(shapes.buildApproveWithoutEip155)
      expect(tx).not.toHaveProperty("eip155")
      expect(tx.from).toBe(shapes.buildApprove.tx.from)
    })
  )

  itEffect("build-transaction: the gas figures, and eip155 null read as none", () =>
    Effect.gen(function* () {
      expect(yield* build(shapes.buildTransaction)).toEqual(shapes.buildTransaction.tx)
      const without = yield* build(shapes.buildTransactionWithoutEip155)
      expect(without).not.toHaveProperty("eip155")
      expect(without.amount).toBe("408000000000000")
    })
  )

  itEffect("an account that is neither CAIP-10 eip155 nor a 0x address is a typed ApiInvalidResponse", () =>
    Effect.gen(function* () {
      const bad = yield* Effect.flip(
        build({ tx: { ...shapes.buildTransaction.tx, to: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:router" } })
      )
      expect(bad._tag).toBe("ApiInvalidResponse")
      const plainNoPrefix = yield* Effect.flip(
        approve({ tx: { ...shapes.buildApprove.tx, from: "2a6f1b9c0e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b" } })
      )
      expect(plainNoPrefix._tag).toBe("ApiInvalidResponse")
    })
  )
})
