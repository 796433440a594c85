import { createPublicClient, http, isAddress, isHex, numberToHex, type Address, type Hex } from "viem"
import { createBundlerClient, type SmartAccount, type UserOperation } from "viem/account-abstraction"
import { toSimpleAccount } from "../chain/simple-account.js"
import { evmChain } from "../chain/evm-chain.js"
import { invalidParams } from "../chain/errors.js"
import type { EmbeddedWallet } from "./embedded-wallet.js"
import type { FrameStorage } from "./storage.js"

export type AccountType = "eoa" | "smartAccount"

const preferredKey = (namespace: string) => `gangway-frame:preferred-account-type:${namespace}`

interface Call {
  readonly to: Address
  readonly value: bigint
  readonly data: Hex
}

const hexBig = (value: unknown): bigint => (typeof value === "string" && isHex(value) ? BigInt(value) : 0n)

/** One `eth_sendTransaction` object or `wallet_sendCalls` entry as a call (`to` required: a smart account does not deploy contracts here). */
const toCall = (raw: unknown): Call => {
  const entry = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>
  if (typeof entry.to !== "string" || !isAddress(entry.to)) throw invalidParams("Each call needs a 'to' address")
  return {
    to: entry.to,
    value: hexBig(entry.value),
    data: typeof entry.data === "string" && isHex(entry.data) ? entry.data : "0x"
  }
}

/**
 * The embedded wallet's smart accounts (ERC-4337 SimpleAccount v0.7 owned by its EVM key) on
 * the chains with a bundler, and the account type preferred per namespace. A smart account's
 * calls go as user operations through the bundler; its first one deploys it.
 */
export function smartAccounts(
  bundlerUrls: Readonly<Record<string, string>>,
  rpcUrls: Readonly<Record<string, string>>,
  storage: FrameStorage
) {
  const accounts = new Map<string, Promise<SmartAccount>>()
  const enabled = (chainId: string) =>
    chainId.startsWith("eip155:") && bundlerUrls[chainId] !== undefined && rpcUrls[chainId] !== undefined
  const chainOf = (chainId: string) => evmChain(chainId, rpcUrls[chainId]!)

  const account = (wallet: EmbeddedWallet, chainId: string): Promise<SmartAccount> => {
    const key = `${wallet.evm.address}:${chainId}`
    let found = accounts.get(key)
    if (found === undefined) {
      const client = createPublicClient({ chain: chainOf(chainId), transport: http(rpcUrls[chainId]) })
      found = toSimpleAccount(client, wallet.evm)
      accounts.set(key, found)
      found.catch(() => accounts.delete(key))
    }
    return found
  }
  const bundler = async (wallet: EmbeddedWallet, chainId: string) =>
    createBundlerClient({
      account: await account(wallet, chainId),
      client: createPublicClient({ chain: chainOf(chainId), transport: http(rpcUrls[chainId]) }),
      transport: http(bundlerUrls[chainId])
    })

  return {
    /** EIP-155 chain ids with a bundler: where a smart account can be used. */
    enabledNetworks: (): number[] =>
      Object.keys(bundlerUrls)
        .filter(enabled)
        .map((chainId) => Number(chainId.split(":")[1])),
    enabled,
    /** The account type the person chose for this chain's namespace; a smart account only where it is enabled. */
    preferred: (chainId: string): AccountType =>
      enabled(chainId) && storage.get(preferredKey(chainId.split(":")[0]!)) === "smartAccount" ? "smartAccount" : "eoa",
    setPreferred: (chainId: string, type: AccountType): void => {
      if (type === "smartAccount" && !enabled(chainId))
        throw new Error("Smart accounts are not available on this network: pick another")
      storage.set(preferredKey(chainId.split(":")[0]!), type)
    },
    /** The smart account's address and whether a user operation has deployed it yet. */
    describe: async (wallet: EmbeddedWallet, chainId: string): Promise<{ address: Address; isDeployed: boolean }> => {
      const smart = await account(wallet, chainId)
      return { address: smart.address, isDeployed: await smart.isDeployed() }
    },
    /**
     * What sending these calls as one user operation would cost, prepared exactly as `sendCalls`
     * prepares it (the bundler's gas limits, the account's factory while it is not deployed, the
     * fees per gas): the app shows the most it can cost before the person approves.
     */
    estimate: async (wallet: EmbeddedWallet, chainId: string, rawCalls: readonly unknown[]) => {
      if (rawCalls.length === 0) throw invalidParams("A user operation needs at least one call")
      const client = await bundler(wallet, chainId)
      // The SimpleAccount here is EntryPoint v0.7's: its operation has v0.7's fields.
      const prepared = (await client.prepareUserOperation({ calls: rawCalls.map(toCall) })) as UserOperation<"0.7">
      return {
        callGasLimit: numberToHex(prepared.callGasLimit),
        verificationGasLimit: numberToHex(prepared.verificationGasLimit),
        preVerificationGas: numberToHex(prepared.preVerificationGas),
        paymasterVerificationGasLimit: numberToHex(prepared.paymasterVerificationGasLimit ?? 0n),
        paymasterPostOpGasLimit: numberToHex(prepared.paymasterPostOpGasLimit ?? 0n),
        maxFeePerGas: numberToHex(prepared.maxFeePerGas),
        deploysAccount: prepared.factory !== undefined && prepared.factory !== null
      }
    },
    /** Sends the calls as one user operation (approval already given); its hash. */
    sendCalls: async (wallet: EmbeddedWallet, chainId: string, rawCalls: readonly unknown[]): Promise<Hex> => {
      if (rawCalls.length === 0) throw invalidParams("wallet_sendCalls needs at least one call")
      const client = await bundler(wallet, chainId)
      return client.sendUserOperation({ calls: rawCalls.map(toCall) })
    },
    /** Waits for a user operation to land; the hash of the transaction that carried it. */
    transactionOf: async (wallet: EmbeddedWallet, chainId: string, userOperationHash: Hex): Promise<Hex> => {
      const client = await bundler(wallet, chainId)
      const receipt = await client.waitForUserOperationReceipt({ hash: userOperationHash, pollingInterval: 250 })
      return receipt.receipt.transactionHash
    },
    /** `wallet_getCallsStatus` (EIP-5792 version 2.0.0) of a batch sent as one user operation: atomic. */
    callsStatus: async (wallet: EmbeddedWallet, chainId: string, id: Hex) => {
      const client = await bundler(wallet, chainId)
      const receipt = await client.getUserOperationReceipt({ hash: id }).catch(() => undefined)
      const base = { version: "2.0.0", id, chainId: numberToHex(Number(chainId.split(":")[1])), atomic: true }
      if (receipt === undefined) return { ...base, status: 100, receipts: [] }
      const tx = receipt.receipt
      return {
        ...base,
        status: receipt.success ? 200 : 500,
        receipts: [
          {
            logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
            status: receipt.success ? "0x1" : "0x0",
            blockHash: tx.blockHash,
            blockNumber: numberToHex(tx.blockNumber),
            gasUsed: numberToHex(tx.gasUsed),
            transactionHash: tx.transactionHash
          }
        ]
      }
    }
  }
}
export type SmartAccounts = ReturnType<typeof smartAccounts>
