import { Effect, Exit, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { distinctUtxos, Utxo } from "./esplora.js"

const txid = "ab".repeat(32)
const coin = (vout: number, value: number) => ({ txid, vout, value, status: { confirmed: true } })

describe("Esplora UTXO answers", () => {
  it("counts an outpoint listed several times once", async () => {
    const utxos = await Effect.runPromise(
      distinctUtxos([coin(0, 5), coin(0, 5), coin(1, 7), coin(0, 5)], "/address/x/utxo")
    )
    expect(utxos).toEqual([coin(0, 5), coin(1, 7)])
  })

  it("refuses an outpoint listed with two values (a typed chain error)", async () => {
    const exit = await Effect.runPromiseExit(distinctUtxos([coin(0, 5), coin(0, 6)], "/address/x/utxo"))
    expect(exit).toMatchObject({ _tag: "Failure" })
    const error = Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined
    expect(JSON.stringify(error)).toContain(`/address/x/utxo listed the coin ${txid}:0 twice with different values`)
  })

  it("decodes values as safe non-negative integers, txids as 64 hex, vouts as non-negative integers", () => {
    const decodes = Schema.is(Utxo)
    expect(decodes(coin(0, 5))).toBe(true)
    expect(decodes(coin(0, -1))).toBe(false)
    expect(decodes(coin(0, 1.5))).toBe(false)
    expect(decodes(coin(0, 2 ** 53))).toBe(false)
    expect(decodes(coin(-1, 5))).toBe(false)
    expect(decodes({ ...coin(0, 5), txid: "zz" })).toBe(false)
  })
})
