// A Wallet Standard Solana wallet's answers are checked before use: its signMessage output must be a
// 64-byte ed25519 signature, its signTransaction output the transaction asked, signed by the account.
import { createSolanaTestWallet } from "@gangway/fixtures"
import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { walletStandardConnectorData } from "../../src/adapters/solana/discovery.js"
import { isSolanaSigner } from "../../src/adapters/solana/signer.js"
import { walletStandardConnector } from "../../src/adapters/solana/wallet-standard.js"
import { solanaLocal } from "../../src/domain/networks.js"

const network = solanaLocal("http://127.0.0.1:9")

const sessionOf = async (wallet: Awaited<ReturnType<typeof createSolanaTestWallet>>) => {
  const [session] = await Effect.runPromise(
    walletStandardConnector(walletStandardConnectorData(wallet)).connect({ network, networks: [network] })
  )
  if (session === undefined || !isSolanaSigner(session.signer)) throw new Error("no Solana session")
  return session.signer
}

describe("a Wallet Standard Solana wallet's answers", () => {
  it("a signMessage output that is not a 64-byte signature is WalletAnswerInvalid; a real one is the signature", async () => {
    const wallet = await createSolanaTestWallet({
      rpcUrl: "http://127.0.0.1:9",
      accountIndex: 1,
      name: "Short Signature Wallet"
    })
    const signer = await sessionOf(wallet)
    expect((await Effect.runPromise(signer.signMessage(new TextEncoder().encode("gm")))).length).toBe(64)

    const feature = wallet.features["solana:signMessage"]
    const real = feature.signMessage
    ;(feature as { signMessage: typeof real }).signMessage = async (...inputs) =>
      (await real(...inputs)).map((output) => ({ ...output, signature: output.signature.subarray(0, 10) }))
    const exit = await Effect.runPromiseExit(signer.signMessage(new TextEncoder().encode("gm")))
    expect(Exit.isFailure(exit) && (exit.cause.reasons[0] as { error?: unknown }).error).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method: "solana:signMessage",
      reason: "the wallet returned no 64-byte ed25519 signature"
    })
  })

  it("a sign-only wallet's session offers signTransaction and no signAndSendTransaction", async () => {
    const signer = await sessionOf(
      await createSolanaTestWallet({ rpcUrl: "http://127.0.0.1:9", accountIndex: 1, signOnly: true })
    )
    expect(signer.signAndSendTransaction).toBeUndefined()
    expect(signer.signTransaction).toBeTypeOf("function")
  })
})
