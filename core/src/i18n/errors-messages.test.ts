import { describe, expect, it } from "vitest"
import * as Core from "../errors.js"
import * as Auth from "../controllers/auth/auth-errors.js"
import * as Names from "../controllers/names/errors.js"
import * as Sessions from "../controllers/sessions/errors.js"
import * as Onramp from "../controllers/onramp/errors.js"
import * as Swap from "../controllers/swap/errors.js"
import * as Siwx from "../siwx/errors.js"
import { SIWX_MESSAGE_RULES } from "../siwx/message-rules.js"
import { describeError, errorMessages } from "./errors-messages.js"
import { loadCoreTranslations } from "./load-translations.js"
import { LOCALES } from "./locales.js"

const api = { api: "blockchain API", method: "GET", path: "/v1/balance" } as const

// One error per catalogue entry, and one per branch of the entries that choose by a field.
const samples = [
  new Core.TokenBalanceUnavailable({}),
  new Core.GasPriceNetworkUnsupported({ caipNetworkId: "eip155:1" }),
  new Core.SwapsNetworkUnsupported({ caipNetworkId: "eip155:1" }),
  new Core.DisconnectFailed({}),
  new Core.CooldownActive({ secondsLeft: 27 }),
  new Core.InvalidAppConfiguration({}),
  new Core.AuthInitializationFailed({}),
  new Core.SignatureDeclined({}),
  new Core.SmartAccountUnsupported({}),
  new Core.RequestDeclined({ action: "connect" }),
  new Core.RequestDeclined({ action: "switchNetwork" }),
  new Core.RelayUnreachable({ relayUrl: "ws://127.0.0.1:4100", seconds: 10 }),
  new Core.NetworkNotApproved({ network: "Polygon" }),
  new Core.ConnectorNotFound({ connectorId: "injected" }),
  new Core.WalletRequestFailed({ method: "eth_sendTransaction" }),
  new Core.WalletLinkRefused({ wallet: "Test Wallet", reason: "javascript: link" }),
  new Core.WalletAnswerInvalid({ method: "personal_sign", reason: "42 is not a signature" }),
  new Core.WalletSessionRefused({ reason: "no account on eip155:31337" }),
  new Core.MalformedRequest({ reason: "the method is not a string" }),
  new Core.EmailLoginDependencyUnavailable({}),
  new Core.RequestAborted({}),
  new Core.SomethingWentWrong({}),
  new Core.FrameErrorReply({}),
  new Core.FrameErrorReply({ reply: "" }),
  new Core.FrameErrorReply({ reply: "Invalid code" }),
  new Auth.PopupBlocked({}),
  new Auth.SocialLoginClosed({}),
  new Auth.AuthNotConfigured({}),
  new Core.RpcMethodNotAllowed({ method: "eth_sign" }),
  new Core.TransactionsFetchFailed({}),
  new Core.NftsFetchFailed({}),
  new Core.TransactionsRequireAccount({}),
  new Core.SiwxNotEnabled({}),
  new Core.NoActiveCaipAddress({}),
  new Core.NoActiveCaipNetwork({}),
  new Core.NoConnectionClient({}),
  new Core.UnsupportedChain({ caipNetworkId: "eip155:999" }),
  new Core.MissingAdapter({ namespace: "cosmos" }),
  new Core.MissingNetwork({ caipNetworkId: "eip155:999" }),
  new Core.InvalidInput({ field: "amount", reason: "not a number" }),
  new Core.SendRequirementsMissing({ missing: ["amount", "receiver"], namespace: "eip155" }),
  new Core.SendRequirementsMissing({ missing: ["amount"], namespace: "solana" }),
  new Core.InvalidFeeSettings({ rule: "tipAboveFeeCap", details: "tip 3 gwei above cap 2 gwei" }),
  new Core.InsufficientGas({ symbol: "ETH" }),
  new Core.BelowDustLimit({ amount: "0.000001", minimum: "0.00000294", symbol: "BTC" }),
  new Core.InsufficientBalance({ needed: "1.5", available: "1.2", symbol: "ETH" }),
  new Core.SendUnavailable({ caipNetworkId: "polkadot:91b171bb158e2d3848fa23a9f1c25182", network: "Polkadot" }),
  new Core.OnrampAmountOutOfRange({ paymentMethod: "card", min: "$20", max: "$5,000" }),
  new Core.TransactionNotFound({ hash: "0xabc" }),
  ...Core.ChainErrorReason.literals.map((reason) => new Core.ChainError({ reason })),
  new Core.ProjectIdRequired({ api: "wallet directory" }),
  new Core.ApiStatusError({ ...api, status: 503 }),
  new Core.ApiTimeout({ ...api, timeoutMs: 8000 }),
  new Core.ApiUnreachable(api),
  new Core.ApiInvalidResponse({ ...api, details: "not JSON" }),
  new Core.ApiResponseTooLarge({ ...api, limitBytes: 5 * 1024 * 1024 }),
  ...(["empty", "too-short", "too-long", "characters", "hyphen", "punycode", "suffix"] as const).map(
    (rule) => new Names.NameRefused({ name: "x", rule })
  ),
  new Names.NameTaken({ name: "alice.reown.id" }),
  new Names.NameSignatureRefused({ name: "alice.reown.id" }),
  new Names.NamesNetworkUnsupported({ network: "Solana" }),
  new Sessions.SessionsNetworkUnsupported({ network: "Solana" }),
  new Sessions.SessionNotFound({ pci: "pci-1" }),
  new Sessions.SessionSpendRefused({ reason: "beyond the limit" }),
  new Sessions.SessionRevokeRefused({ pci: "pci-1" }),
  new Onramp.OnrampDisabled({}),
  new Onramp.OnrampNetworkUnsupported({ caipNetworkId: "eip155:1", network: "Ethereum" }),
  new Onramp.OnrampNetworkUnsupported({ caipNetworkId: "eip155:1", network: "Ethereum", asset: "USDC" }),
  new Onramp.OnrampPaymentUnsupported({ paymentCurrency: "EUR", paymentMethod: "card" }),
  new Onramp.OnrampPaymentUnsupported({ paymentCurrency: "EUR", paymentMethod: "bank" }),
  new Onramp.OnrampUrlUnavailable({}),
  new Onramp.OnrampPurchaseFailed({ orderId: "o-1" }),
  new Swap.SwapsDisabled({}),
  new Swap.SwapTokenUnknown({ token: "PEPE", network: "Ethereum" }),
  new Swap.SwapPairUnsupported({ from: "ETH", to: "USDC" }),
  new Swap.SwapBalanceTooLow({ symbol: "USDC", needed: "100", available: "40" }),
  new Swap.SwapSlippageExceeded({ symbol: "USDC", minimum: "99.5", now: "97.1", slippage: 0.5 }),
  new Swap.SwapReverted({ hash: "0xdef" }),
  new Siwx.SiwxNonceRefused({}),
  new Siwx.SiwxMessageExpired({}),
  new Siwx.SiwxDomainMismatch({ domain: "evil.example" }),
  new Siwx.SiwxWrongChain({ chainId: "eip155:56" }),
  new Siwx.SiwxSignatureInvalid({}),
  new Siwx.SiwxBackendFailed({ url: "https://auth.example/siwx" }),
  ...SIWX_MESSAGE_RULES.map((reason) => new Siwx.SiwxMessageRefused({ reason }))
]

describe("the core's error catalogue", () => {
  it("has a sample for every entry", () => {
    expect(new Set(samples.map((error) => error._tag))).toEqual(new Set(Object.keys(errorMessages.en)))
  })

  it.each(samples.map((error) => [error._tag, error] as const))(
    "says in English exactly what %s's message says",
    (_, error) => {
      expect(describeError(error, "en", undefined)).toBe(error.message)
    }
  )

  it("leaves no parameter unfilled in any language", async () => {
    for (const locale of LOCALES) {
      const loaded = await loadCoreTranslations(locale)
      for (const error of samples) expect(describeError(error, locale, loaded)).not.toMatch(/[{}]/)
    }
  })

  it("shows an error without an entry by its own message", () => {
    const error = new Core.FrameNotSet({})
    expect(describeError(error, "de", { errors: {} })).toBe("W3mFrame: iframe is not set")
  })
})

describe("the core's error catalogue, translated", () => {
  const described = async (
    locale: (typeof LOCALES)[number],
    error: { readonly _tag: string; readonly message: string }
  ) => describeError(error, locale, await loadCoreTranslations(locale))

  it("es", async () => {
    expect(await described("es", new Core.InsufficientGas({ symbol: "ETH" }))).toBe(
      "No tienes suficiente ETH para pagar el gas"
    )
  })
  it("de", async () => {
    expect(await described("de", new Core.CooldownActive({ secondsLeft: 27 }))).toBe(
      "Bitte versuche es in 27 Sekunden erneut"
    )
  })
  it("ja", async () => {
    expect(await described("ja", new Core.RequestDeclined({ action: "switchNetwork" }))).toBe(
      "ネットワークの切り替えが拒否されました"
    )
  })
  it("zh-CN", async () => {
    expect(await described("zh-CN", new Swap.SwapPairUnsupported({ from: "ETH", to: "USDC" }))).toBe(
      "没有 ETH 兑换 USDC 的报价：请选择其他交易对或金额"
    )
  })
  it("ar", async () => {
    expect(await described("ar", new Names.NameTaken({ name: "alice.reown.id" }))).toBe(
      "alice.reown.id مسجّل بالفعل: اختر اسمًا آخر"
    )
  })
})
