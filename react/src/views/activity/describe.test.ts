import type { Transaction } from "@gangway/core"
import { describe, expect, it } from "vitest"
import { amountOf, counterpartOf, iconOf, titleOf } from "./describe.js"

const entry = (operationType: string, transfers: Transaction["transfers"]): Transaction => ({
  id: "0x1",
  metadata: {
    operationType,
    hash: "0x1",
    minedAt: "2026-11-24T12:00:00.000Z",
    sentFrom: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    sentTo: "0xeCde9151BD69AFBB4B1a2c0B71E1Da08534B2741",
    status: "confirmed",
    chain: "eip155:31337"
  },
  transfers
})

describe("activity rows", () => {
  it("a swap: what was paid for what, and what it received", () => {
    const swap = entry("trade", [
      { fungible_info: { name: "Ether", symbol: "ETH" }, direction: "out", quantity: { numeric: "0.1" } },
      { fungible_info: { name: "Gangway Token", symbol: "GWT", icon: { url: "https://icons.test/gwt.svg" } }, direction: "in", quantity: { numeric: "149.4010471" } }
    ])
    expect(titleOf(swap)).toBe("Swapped")
    expect(counterpartOf(swap, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe("0.1 ETH → GWT")
    expect(amountOf(swap)).toEqual({ text: "+149.401 GWT", direction: "in" })
    expect(iconOf(swap)).toEqual({ symbol: "GWT", url: "https://icons.test/gwt.svg" })
  })

  it("a send stays a send: the receiver and the amount sent", () => {
    const send = entry("send", [{ fungible_info: { name: "Ether", symbol: "ETH" }, direction: "out", quantity: { numeric: "1.25" } }])
    expect(counterpartOf(send, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe("To 0xeCde…2741")
    expect(amountOf(send)).toEqual({ text: "-1.25 ETH", direction: "out" })
  })
})
