import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { Effect } from "effect"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { ChainAdapter } from "../adapter.js"
import { ADDRESS_RULE, bitcoinReceiverProblem, isBitcoinAddress, normalizeBitcoinAddress } from "./address.js"
import { bitcoinBalances, utxoBalance } from "./balance.js"
import { makeEsplora } from "./esplora.js"
import { bip122History } from "./history.js"
import { bitcoinLocalSigner, isBitcoinKey } from "./local-signer.js"
import { checkBitcoinAnswer } from "./raw-answers.js"
import { satsConnectConnector } from "./sats-connect.js"
import { bip122Transfer } from "./transfer.js"
import { bitcoinWalletStandardConnector } from "./wallet-standard.js"
import { bip122WalletConnect } from "./walletconnect.js"

/** mempool.space-style explorers: `<base>/address/<a>` and `<base>/tx/<id>`. */
const explorer = (network: CaipNetwork | undefined, path: string) => {
  const base = network?.blockExplorers?.default?.url
  return base === undefined ? undefined : `${base.replace(/\/$/, "")}/${path}`
}

/**
 * bip122 with @scure/btc-signer over an Esplora API: Wallet Standard Bitcoin wallets,
 * a local WIF key, WalletConnect's bip122, BTC from the UTXOs, PSBT sends, history.
 */
export const makeBip122Adapter = (): ChainAdapter => {
  const esplora = makeEsplora()
  return {
    namespace: "bip122",
    isAddress: isBitcoinAddress,
    addressProblem: bitcoinReceiverProblem,
    normalizeAddress: normalizeBitcoinAddress,
    addressRule: ADDRESS_RULE,
    explorerAddressUrl: (network, address) => explorer(network, `address/${address}`),
    explorerTransactionUrl: (network, id) => explorer(network, `tx/${id}`),
    announced: (connector) =>
      connector.id.startsWith("sats-connect:")
        ? satsConnectConnector(connector)
        : bitcoinWalletStandardConnector(connector),
    localSigner: (key) => (isBitcoinKey(key) ? bitcoinLocalSigner(key) : undefined),
    walletConnect: bip122WalletConnect,
    nativeBalance: (network, address) => Effect.map(utxoBalance(esplora, network, address), (balance) => balance.total),
    tokenAddress: () => undefined,
    transfer: bip122Transfer(esplora),
    chainBalances: bitcoinBalances(esplora),
    history: bip122History(esplora),
    checkAnswer: checkBitcoinAnswer,
    shutdown: async () => {}
  }
}
