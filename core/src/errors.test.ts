import { Effect, Exit, Schema } from "effect"
import { describe, expect, it } from "vitest"
import * as E from "./errors.js"

describe("error catalogue: exact user-facing messages", () => {
  const cases: ReadonlyArray<readonly [Error & { _tag: string }, string]> = [
    [new E.TokenBalanceUnavailable({}), "Token Balance Unavailable"],
    [new E.GasPriceNetworkUnsupported({ caipNetworkId: "eip155:1" }), "Network not supported for Gas Price"],
    [new E.SwapsNetworkUnsupported({ caipNetworkId: "eip155:1" }), "Network not supported for Swaps"],
    [new E.DisconnectFailed({}), "Failed to disconnect"],
    [new E.CooldownActive({ secondsLeft: 12 }), "Please try again after 12 seconds"],
    [new E.InvalidAppConfiguration({}), "Invalid App Configuration"],
    [new E.AuthInitializationFailed({}), "A problem occurred while trying initialize authentication"],
    [new E.SignatureDeclined({}), "Signature declined"],
    [new E.SmartAccountUnsupported({}), "This application might not support Smart Accounts"],
    [new E.TransactionsFetchFailed({}), "Failed to fetch transactions"],
    [new E.EmailLoginDependencyUnavailable({}), "Unable to load email login dependency"],
    [new E.FrameNotSet({}), "W3mFrame: iframe is not set"],
    [new E.RequestAborted({}), "Request was aborted"],
    [new E.SomethingWentWrong({}), "Something went wrong"],
    [new E.FrameErrorReply({}), "An error occurred"],
    [new E.FrameErrorReply({ reply: "" }), "An error occurred"],
    [new E.FrameErrorReply({ reply: "OTP expired" }), "OTP expired"],
    [new E.RpcMethodNotAllowed({ method: "eth_sign" }), "Requested RPC call is not allowed"],
    [new E.SiwxNotEnabled({}), "SIWX is not enabled"],
    [new E.NoActiveCaipAddress({}), "No ActiveCaipAddress found"],
    [new E.NoActiveCaipNetwork({}), "No ActiveCaipNetwork or client found"],
    [new E.NoConnectionClient({}), "No ConnectionController client found"],
    [new E.TransactionsRequireAccount({}), "Transactions can't be fetched without an accountAddress"],
    [
      new E.SendRequirementsMissing({ missing: ["amount"], namespace: "solana" }),
      "Please enter a valid amount and receiver address"
    ]
  ]

  it.each(cases)("%s", (error, message) => {
    expect(error.message).toBe(message)
    expect(error).toBeInstanceOf(Error)
  })

  it("'Action not allowed' is the UI text of a disallowed RPC call", () => {
    expect(new E.RpcMethodNotAllowed({ method: "eth_sign" }).uiMessage).toBe("Action not allowed")
  })

  it("notices: toasts and the loading text", () => {
    expect(E.Notices).toEqual({
      authenticating: "Authenticating...",
      transactionStarted: "Transaction started",
      sendFailed: "Failed to send transaction. Please try again.",
      sendDeclined: "You declined the transaction in your wallet. Nothing was sent.",
      actionNotAllowed: "Action not allowed"
    })
    expect(E.Notices.actionNotAllowed).toBe(new E.RpcMethodNotAllowed({ method: "eth_sign" }).uiMessage)
  })

  it("errors are yieldable and keep their tag in the failure channel", async () => {
    const exit = await Effect.runPromiseExit(
      Effect.gen(function* () {
        return yield* new E.CooldownActive({ secondsLeft: 3 })
      })
    )
    expect(exit).toEqual(Exit.fail(new E.CooldownActive({ secondsLeft: 3 })))
  })

  it("every chain error reason has its own message", () => {
    const messages = E.ChainErrorReason.literals.map((reason) => new E.ChainError({ reason }).message)
    expect(new Set(messages).size).toBe(E.ChainErrorReason.literals.length)
    expect(new E.ChainError({ reason: "ExecutionReverted" }).message).toBe("Execution reverted")
  })
})

describe("InvalidInput names one of the product's fields", () => {
  const decode = Schema.decodeUnknownExit(E.InvalidInput)

  it("decodes a field of the union, with its message", () => {
    const decoded = decode({ _tag: "InvalidInput", field: "receiver", reason: "not an address" })
    expect(Exit.isSuccess(decoded) && [decoded.value instanceof E.InvalidInput, decoded.value.message]).toEqual([
      true,
      "Invalid receiver: not an address"
    ])
  })

  it("refuses a field outside the union when decoded", () => {
    const decoded = decode({ _tag: "InvalidInput", field: "recipient", reason: "not an address" })
    expect(Exit.isFailure(decoded) && String(decoded.cause)).toContain(
      `Expected "options" | "defaultNetwork" | "basic" | "themeVariables"`
    )
    expect(Exit.isFailure(decoded) && String(decoded.cause)).toContain(`at ["field"]`)
    expect(Schema.is(E.InvalidInputField)("recipient")).toBe(false)
    expect(Schema.is(E.InvalidInputField)("receiver")).toBe(true)
  })
})
