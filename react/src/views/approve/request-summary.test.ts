import { describe, expect, it } from "vitest"
import { translator } from "@gangway/core/i18n"
import { approveMessages } from "./messages.js"
import { summarise } from "./request-summary.js"
import japanese from "../../i18n/locales/ja/approve.js"
import arabic from "../../i18n/locales/ar/approve.js"

const ether = { symbol: "ETH", decimals: 18 }
const account = "0x70997970C51812dc3A010C7d01b50e20d4dc79C8"

describe("summarise", () => {
  it("shows a message to sign as text when it is UTF-8, as it came otherwise", () => {
    expect(summarise("personal_sign", ["0x57656c636f6d652061626f617264", account], ether)).toEqual({
      action: "Sign a message",
      rows: [
        { label: "Message", value: "Welcome aboard" },
        { label: "Account", value: "0x7099…79C8" }
      ]
    })
    expect(summarise("personal_sign", ["0xff00", account], ether).rows[0]).toEqual({
      label: "Message",
      value: "0xff00"
    })
  })

  it("shows a transaction's receiver, amount in the network's currency, and the size of its data", () => {
    const transfer = summarise(
      "eth_sendTransaction",
      [{ from: account, to: account, value: "0x2386f26fc10000" }],
      ether
    )
    expect(transfer).toEqual({
      action: "Send a transaction",
      rows: [
        { label: "To", value: "0x7099…79C8" },
        { label: "Amount", value: "0.01 ETH" }
      ]
    })
    const deploy = summarise("eth_sendTransaction", [{ from: account, data: "0x60806040" }], {
      symbol: "POL",
      decimals: 18
    })
    expect(deploy.rows).toEqual([
      { label: "To", value: "A new contract" },
      { label: "Amount", value: "0 POL" },
      { label: "Data", value: "4 bytes" }
    ])
  })

  it("names typed data by its domain and type, and counts batched calls", () => {
    const typed = JSON.stringify({ domain: { name: "Harbor Swap" }, primaryType: "Order", types: {}, message: {} })
    expect(summarise("eth_signTypedData_v4", [account, typed], ether).rows).toEqual([
      { label: "Account", value: "0x7099…79C8" },
      { label: "Domain", value: "Harbor Swap" },
      { label: "Type", value: "Order" }
    ])
    expect(summarise("wallet_sendCalls", [{ calls: [{}, {}, {}] }], ether)).toEqual({
      action: "Send a batch of calls",
      rows: [{ label: "Calls", value: "3" }]
    })
  })

  it("never throws on parameters a wallet would refuse", () => {
    expect(summarise("eth_sendTransaction", [{ value: "not a number" }], ether)).toEqual({
      action: "Send a transaction",
      rows: []
    })
    expect(summarise("eth_signTypedData_v4", [account, "{not json"], ether).rows).toEqual([
      { label: "Account", value: "0x7099…79C8" }
    ])
    expect(summarise("personal_sign", undefined, ether)).toEqual({
      action: "Sign a message",
      rows: [{ label: "Message", value: "" }]
    })
    expect(summarise("wallet_grantPermissions", [{}], ether)).toEqual({ action: "Grant permissions", rows: [] })
  })

  it("speaks the visitor's language, with amounts for the locale and plural sizes", () => {
    const ja = translator(approveMessages, "ja", { approve: japanese })
    expect(
      summarise(
        "eth_sendTransaction",
        [{ from: account, data: "0x60806040", value: "0x43c33c1937564800000" }],
        ether,
        ja,
        "ja"
      )
    ).toEqual({
      action: "トランザクションを送信",
      rows: [
        { label: "送信先", value: "新しいコントラクト" },
        { label: "数量", value: "20,000 ETH" },
        { label: "データ", value: "4 バイト" }
      ]
    })
    const ar = translator(approveMessages, "ar", { approve: arabic })
    expect(summarise("eth_sendTransaction", [{ data: "0x6080" }], ether, ar, "ar").rows.at(-1)).toEqual({
      label: "البيانات",
      value: "بايتان"
    })
  })
})
