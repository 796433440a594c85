import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { Effect } from "effect"
import { address, isAddress } from "@solana/kit"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { isNativeToken, tokenContractAddress } from "../../domain/send-token.js"
import type { ChainAdapter } from "../adapter.js"
import { isSolanaKey, solanaLocalSigner } from "./local-keypair.js"
import { checkSolanaRequest } from "./check-request.js"
import { checkSolanaAnswer } from "./raw-answers.js"
import { makeSolanaRpcs } from "./rpc.js"
import { balanceAnswer } from "./rpc-answers.js"
import { solanaSignIn } from "./sign-in.js"
import { solanaTransfer } from "./transfer.js"
import { walletStandardConnector } from "./wallet-standard.js"
import { solanaWalletConnect } from "./walletconnect.js"
import { embeddedSolanaWallet } from "./embedded.js"

/** Solscan-style explorers take the cluster as a query; the path goes before it. */
const explorer = (network: CaipNetwork | undefined, path: string) => {
  const base = network?.blockExplorers?.default?.url
  if (base === undefined) return undefined
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/$/, "")}/${path}`
  return url.toString()
}

/** solana with @solana/kit: Wallet Standard wallets, a local keypair, WalletConnect's solana, SOL and SPL transfers. */
export const makeSolanaAdapter = (): ChainAdapter => {
  const rpcs = makeSolanaRpcs()
  return {
    namespace: "solana",
    // 32 to 44 base58 characters that decode to 32 bytes (SPEC §5).
    isAddress: (value) => isAddress(value),
    normalizeAddress: (value) => value.trim(),
    addressRule: "a Solana address (32 to 44 base58 characters)",
    explorerAddressUrl: (network, account) => explorer(network, `account/${account}`),
    explorerTransactionUrl: (network, id) => explorer(network, `tx/${id}`),
    announced: walletStandardConnector,
    embeddedWallet: embeddedSolanaWallet,
    localSigner: (key) => (isSolanaKey(key) ? solanaLocalSigner(key, rpcs) : undefined),
    walletConnect: solanaWalletConnect,
    nativeBalance: (network, owner) =>
      Effect.flatMap(
        rpcs.call(network, (rpc, abortSignal) =>
          rpc.getBalance(address(owner), { commitment: "confirmed" }).send({ abortSignal })
        ),
        balanceAnswer
      ),
    tokenAddress: (token) => (isNativeToken(token) ? undefined : tokenContractAddress(token)),
    transfer: solanaTransfer(rpcs),
    checkRequest: checkSolanaRequest,
    checkAnswer: checkSolanaAnswer,
    signIn: solanaSignIn,
    shutdown: async () => {}
  }
}
