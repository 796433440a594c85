import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { isAddress as isViemAddress, type Address } from "viem"
import { checksumAddress, isEvmAddress } from "../../domain/address.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { ReceiverProblem } from "../../errors/receiver-problem.js"
import { tokenContractAddress, isNativeToken } from "../../domain/send-token.js"
import type { ChainAdapter } from "../adapter.js"
import type { AdapterSettings } from "../registry.js"
import { evmAccountActivity } from "./account-activity.js"
import { injectedConnector } from "./injected.js"
import { isEvmKey, localSignerConnector } from "./local-signer.js"
import { heldNfts } from "./nfts.js"
import { makeEvmRpc } from "./rpc.js"
import { eip155SignIn } from "./sign-in.js"
import { eip155SmartSessions } from "./smart-sessions.js"
import { evmPreparedCalls } from "./prepared-call.js"
import { evmTransfer } from "./transfer.js"
import { eip155WalletConnect } from "./walletconnect.js"
import { embeddedEip1193 } from "./embedded.js"

/** A mixed-case address whose capitals do not match its EIP-55 checksum (all-lowercase or all-uppercase carries none). */
const checksumProblem = (value: string): ReceiverProblem | undefined => {
  if (!isEvmAddress(value)) return undefined
  const hex = value.startsWith("0x") ? value : `0x${value}`
  const digits = hex.slice(2)
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return undefined
  return isViemAddress(hex, { strict: true }) ? undefined : { kind: "evmChecksum" }
}

const explorer = (network: CaipNetwork | undefined, path: string) => {
  const url = network?.blockExplorers?.default?.url
  return url === undefined ? undefined : `${url.replace(/\/$/, "")}/${path}`
}

/** eip155 with viem: EIP-6963 wallets, the local signer, WalletConnect's eip155, native and ERC20 transfers. */
export const makeEip155Adapter = (settings: AdapterSettings = {}): ChainAdapter => {
  const rpc = makeEvmRpc(settings.chainRpc)
  const signIn = eip155SignIn(rpc)
  return {
    namespace: "eip155",
    // Mixed case carries an EIP-55 checksum: a wrong one is a typo, not an address.
    isAddress: (value) => isEvmAddress(value) && checksumProblem(value) === undefined,
    addressProblem: checksumProblem,
    normalizeAddress: checksumAddress,
    addressRule: "an EVM address (40 hex digits, optional 0x)",
    explorerAddressUrl: (network, address) => explorer(network, `address/${address}`),
    explorerTransactionUrl: (network, id) => explorer(network, `tx/${id}`),
    announced: injectedConnector,
    embeddedWallet: embeddedEip1193,
    localSigner: (key) => (isEvmKey(key) ? localSignerConnector(key, settings.chainRpc) : undefined),
    walletConnect: eip155WalletConnect(settings.chainRpc),
    nativeBalance: (network, address) =>
      rpc.read(network, (client) => client.getBalance({ address: address as Address })),
    accountActivity: evmAccountActivity(rpc),
    tokenAddress: (token) => (isNativeToken(token) ? undefined : tokenContractAddress(token)),
    transfer: evmTransfer(rpc),
    preparedCalls: evmPreparedCalls(rpc),
    heldNfts: heldNfts(rpc),
    signIn,
    // The registration is signed like a sign-in message (personal_sign).
    names: { coinType: 60, sign: signIn.sign },
    smartSessions: eip155SmartSessions(signIn, rpc),
    shutdown: async () => {}
  }
}
