import { Effect } from "effect"
import {
  hexToBigInt,
  isHex,
  numberToHex,
  type Account,
  type Chain,
  type Hex,
  type LocalAccount,
  type Transport,
  type WalletClient
} from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { InvalidInput } from "../../errors.js"
import { requestThrough } from "./provider-session.js"
import { toWalletError } from "./wallet-errors.js"

type Client = WalletClient<Transport, Chain, Account>

const quantity = (value: unknown): bigint | undefined =>
  typeof value === "string" && isHex(value) ? hexToBigInt(value) : undefined

const invalid = (method: "personal_sign" | "eth_signTypedData_v4" | "eth_sendTransaction", reason: string) =>
  new InvalidInput({ field: `${method} params`, reason })

/**
 * EIP-1193 requests answered by a key held in this process: accounts are its
 * own, signatures are made here, transactions are signed here and sent raw.
 * Reads go to the network's node.
 */
export const localRequest =
  (account: LocalAccount, client: Client, network: CaipNetwork) => (method: string, params?: unknown) => {
    const args = Array.isArray(params) ? (params as ReadonlyArray<unknown>) : []
    const attempt = <A>(f: () => Promise<A>) =>
      Effect.tryPromise({ try: f, catch: (error) => toWalletError(method, error) })
    switch (method) {
      case "eth_accounts":
      case "eth_requestAccounts":
        return Effect.succeed([account.address])
      case "eth_chainId":
        return Effect.succeed(numberToHex(Number(network.id)))
      case "personal_sign": {
        const [message] = args
        if (typeof message !== "string") return Effect.fail(invalid(method, "expected [message, address]"))
        return attempt(() => account.signMessage({ message: isHex(message) ? { raw: message } : message }))
      }
      case "eth_signTypedData_v4": {
        const typed = args[1]
        const parsed = Effect.try({
          try: () =>
            (typeof typed === "string" ? JSON.parse(typed) : typed) as Parameters<LocalAccount["signTypedData"]>[0],
          catch: () => invalid(method, "expected [address, typed data as JSON]")
        })
        return Effect.flatMap(parsed, (data) => attempt(() => account.signTypedData(data)))
      }
      case "eth_sendTransaction": {
        const request = args[0] as Record<string, unknown> | undefined
        if (typeof request !== "object" || request === null)
          return Effect.fail(invalid(method, "expected [transaction]"))
        const to = typeof request.to === "string" ? (request.to as Hex) : undefined
        const data = typeof request.data === "string" ? (request.data as Hex) : undefined
        return attempt(() =>
          client.sendTransaction({
            ...(to === undefined ? {} : { to }),
            ...(data === undefined ? {} : { data }),
            ...(quantity(request.value) === undefined ? {} : { value: quantity(request.value) }),
            ...(quantity(request.gas) === undefined ? {} : { gas: quantity(request.gas) })
          } as never)
        )
      }
      default:
        return requestThrough(client)(method, params)
    }
  }
