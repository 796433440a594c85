import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import type { ChainAdapter } from "../adapters/adapter.js"
import { makeBip122Adapter } from "../adapters/bip122/bip122-adapter.js"
import { makeEip155Adapter } from "../adapters/eip155/eip155-adapter.js"
import { makePolkadotAdapter } from "../adapters/polkadot/polkadot-adapter.js"
import { makeSolanaAdapter } from "../adapters/solana/solana-adapter.js"
import { initialSendStoreState } from "../controllers/send/initial-send-state.js"
import { prepareTransfer } from "../controllers/send/prepare.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import { bitcoin, bitcoinLocal, bitcoinTestnet, localChain, solana } from "../domain/networks.js"
import { describeError } from "../i18n/errors-messages.js"
import { loadCoreTranslations } from "../i18n/load-translations.js"
import { LOCALES } from "../i18n/locales.js"
import { describeReason } from "../i18n/receiver-messages.js"
import { invalidReceiver, receiverReason } from "./invalid-receiver.js"
import { InvalidInput } from "./preconditions.js"
import type { ReceiverProblem } from "./receiver-problem.js"

const local = bitcoinLocal("http://127.0.0.1:1")
const evm = localChain("http://127.0.0.1:1")
const MAINNET_BTC = "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l"
const GOOD_EVM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
// One letter's case flipped: the EIP-55 checksum no longer matches.
const FLIPPED_EVM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"

const failure = async (effect: Effect.Effect<unknown, unknown, never>) => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  return (exit.cause.reasons[0] as { error?: unknown }).error
}

describe("a refused receiver says why as a type", () => {
  it("the adapters name the exact problem of a representative bad address; none for a good one", () => {
    const eip155 = makeEip155Adapter()
    expect(eip155.addressProblem?.(FLIPPED_EVM, evm)).toEqual({ kind: "evmChecksum" })
    expect(eip155.addressProblem?.(GOOD_EVM, evm)).toBeUndefined()
    expect(eip155.addressProblem?.(GOOD_EVM.toLowerCase(), evm)).toBeUndefined()
    const bip122 = makeBip122Adapter()
    expect(bip122.addressProblem?.(MAINNET_BTC, local)).toEqual({
      kind: "otherBitcoinNetwork",
      value: MAINNET_BTC,
      addressNetwork: "mainnet",
      network: "Bitcoin Local"
    })
    expect(bip122.addressProblem?.("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", bitcoin)).toMatchObject({
      addressNetwork: "testnet"
    })
    expect(bip122.addressProblem?.("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt08", local)).toEqual({
      kind: "bitcoinChecksum"
    })
    expect(bip122.addressProblem?.(MAINNET_BTC, bitcoin)).toBeUndefined()
    // Solana and Polkadot have no problem beyond their address rule (the form's notAnAddress).
    expect(makeSolanaAdapter().addressProblem).toBeUndefined()
    expect(makePolkadotAdapter().addressProblem).toBeUndefined()
  })

  it("a Bitcoin send to another network's address: notOnNetwork", async () => {
    const quote = makeBip122Adapter().transfer!.quote({
      network: bitcoinTestnet,
      from: "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx",
      to: MAINNET_BTC,
      token: { symbol: "BTC", name: "Bitcoin", price: 0, quantity: { decimals: "8", numeric: "1" } },
      native: true,
      units: 10_000n
    })
    expect(await failure(quote)).toMatchObject({
      _tag: "InvalidInput",
      field: "receiver",
      reason: `${MAINNET_BTC} is not an address of Bitcoin Testnet`,
      problem: { kind: "notOnNetwork", value: MAINNET_BTC, network: "Bitcoin Testnet" }
    })
  })

  it("a send prepared with no address in the form: expectedAddress, by namespace", async () => {
    const prepared = (network: CaipNetwork, adapter: ChainAdapter) =>
      prepareTransfer({
        form: {
          ...initialSendStoreState,
          token: {
            symbol: network.nativeCurrency.symbol,
            name: "",
            price: 0,
            quantity: { decimals: "18", numeric: "1" }
          },
          sendTokenAmount: "1",
          receiverAddress: "nobody"
        },
        target: { address: GOOD_EVM, caipAddress: `${network.caipNetworkId}:${GOOD_EVM}`, network },
        adapter,
        fees: undefined,
        gasPrice: Effect.succeed(1n)
      })
    expect(await failure(prepared(evm, makeEip155Adapter()))).toMatchObject({
      reason: "expected an address or a registered name",
      problem: { kind: "expectedAddress", namespace: "eip155" }
    })
    expect(await failure(prepared(solana, makeSolanaAdapter()))).toMatchObject({
      reason: "expected a Solana address (32 to 44 base58 characters)",
      problem: { kind: "expectedAddress", namespace: "solana" }
    })
  })
})

describe("a refused receiver's words", () => {
  const samples: ReadonlyArray<ReceiverProblem> = [
    { kind: "unknownName", value: "nobody.reown.id" },
    ...(["eip155", "solana", "polkadot", "bip122"] as const).flatMap(
      (namespace): ReadonlyArray<ReceiverProblem> => [
        { kind: "notAnAddress", value: "nope", namespace },
        { kind: "expectedAddress", namespace }
      ]
    ),
    { kind: "evmChecksum" },
    { kind: "bitcoinChecksum" },
    ...(["mainnet", "testnet", "regtest"] as const).map(
      (addressNetwork): ReceiverProblem => ({
        kind: "otherBitcoinNetwork",
        value: MAINNET_BTC,
        addressNetwork,
        network: "Bitcoin Local"
      })
    ),
    { kind: "notOnNetwork", value: MAINNET_BTC, network: "Bitcoin Testnet" }
  ]

  it("in English are the reasons the send gave before, each adapter's address rule among them", () => {
    const adapters = [makeEip155Adapter(), makeSolanaAdapter(), makePolkadotAdapter(), makeBip122Adapter()]
    for (const adapter of adapters) {
      const { namespace } = adapter
      expect(receiverReason({ kind: "notAnAddress", value: "nope", namespace })).toBe(
        `nope is not ${adapter.addressRule}`
      )
      if (namespace !== "eip155")
        expect(receiverReason({ kind: "expectedAddress", namespace })).toBe(`expected ${adapter.addressRule}`)
    }
    expect(receiverReason({ kind: "evmChecksum" })).toBe(
      "its mixed-case letters do not match the address's EIP-55 checksum: check it was copied whole"
    )
    expect(invalidReceiver({ kind: "unknownName", value: "nobody.reown.id" }).message).toBe(
      "Invalid receiver: nobody.reown.id is neither an address nor a registered name"
    )
  })

  it("are translated in every language, every parameter filled; English keeps the reason as given", async () => {
    for (const locale of LOCALES) {
      const loaded = await loadCoreTranslations(locale)
      for (const problem of samples) {
        const error = invalidReceiver(problem)
        expect(describeError(error, locale, loaded)).not.toMatch(/[{}]/)
        if (locale !== "en") expect(describeReason(error, locale, loaded)).not.toBe(error.reason)
      }
    }
    expect(describeReason({ reason: "as given", problem: { kind: "evmChecksum" } }, "en", undefined)).toBe("as given")
  })

  it("in German, the whole error and the reason alone", async () => {
    const loaded = await loadCoreTranslations("de")
    const error = invalidReceiver({
      kind: "otherBitcoinNetwork",
      value: MAINNET_BTC,
      addressNetwork: "mainnet",
      network: "Bitcoin Local"
    })
    expect(describeError(error, "de", loaded)).toBe(
      `Ungültiger Empfänger: ${MAINNET_BTC} ist eine Adresse des Bitcoin-Mainnets; Bitcoin Local braucht eine eigene`
    )
    expect(describeReason(invalidReceiver({ kind: "evmChecksum" }), "de", loaded)).toBe(
      "die Groß- und Kleinschreibung passt nicht zur EIP-55-Prüfsumme der Adresse: prüfe, ob sie vollständig kopiert wurde"
    )
    // Another field keeps the general words.
    expect(describeError(new InvalidInput({ field: "amount", reason: "not a number" }), "de", loaded)).toBe(
      "Ungültige Eingabe für amount: not a number"
    )
  })
})
