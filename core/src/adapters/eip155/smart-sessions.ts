import { Duration, Effect, Schedule, Schema } from "effect"
import { encodeAbiParameters, encodeFunctionData, erc20Abi, keccak256, numberToHex, type Address, type Hex } from "viem"
import { InvalidInput, WalletRequestFailed } from "../../errors.js"
import type { SmartSessionsAdapter } from "../smart-sessions.js"
import type { SignInAdapter } from "../sign-in.js"
import { readErc20Decimals } from "./erc20.js"
import type { EvmRpc } from "./rpc.js"

const Granted = Schema.Struct({ context: Schema.String.check(Schema.isPattern(/^0x[0-9a-fA-F]+$/)) })
const Sent = Schema.Struct({ id: Schema.String })
const CallsStatus = Schema.Struct({
  status: Schema.Number,
  receipts: Schema.optional(Schema.Array(Schema.Struct({ transactionHash: Schema.String, status: Schema.String })))
})

/** EIP-5792: still pending. */
const PENDING = 100
const CONFIRMED = 200

/** What the session's key signs for a spend: the context, the chain, the token and the call (the wallet recomputes it). */
const callDigest = (context: Hex, chainId: number, to: Address, data: Hex): Hex =>
  keccak256(
    encodeAbiParameters(
      [{ type: "bytes32" }, { type: "uint256" }, { type: "address" }, { type: "bytes" }],
      [context, BigInt(chainId), to, data]
    )
  )

const decoded = <S extends Schema.Codec<unknown, unknown, never, never>>(method: string, schema: S, value: unknown) =>
  Schema.decodeUnknownEffect(schema)(value).pipe(
    Effect.mapError((error) => new WalletRequestFailed({ method, details: `unexpected answer: ${error.message}` }))
  )

/** ERC-7715 through the wallet's EIP-1193 requests: `wallet_grantPermissions`, then `wallet_sendCalls` with a `permissions` capability. */
export const eip155SmartSessions = (signIn: SignInAdapter, rpc: EvmRpc): SmartSessionsAdapter => ({
  tokenInfo: (network, token) =>
    rpc.read(network, async (client) => {
      const [symbol, decimals] = await Promise.all([
        client.readContract({ address: token as Address, abi: erc20Abi, functionName: "symbol" }),
        readErc20Decimals(client, token as Address)
      ])
      return { symbol, decimals }
    }),

  grant: (session, network, address, request) =>
    session
      .request("wallet_grantPermissions", [
        {
          chainId: numberToHex(Number(network.id)),
          address,
          expiry: request.expiry,
          signer: { type: "key", data: { type: "secp256k1", id: request.signer } },
          permissions: [
            {
              type: "erc20-token-transfer",
              data: { address: request.token, allowance: numberToHex(request.allowance) },
              policies: []
            }
          ]
        }
      ])
      .pipe(
        Effect.flatMap((answer) => decoded("wallet_grantPermissions", Granted, answer)),
        Effect.map((granted) => granted.context)
      ),

  spend: (session, network, address, spend) =>
    Effect.gen(function* () {
      if (!/^0x[0-9a-fA-F]{64}$/.test(spend.signerKey))
        return yield* new InvalidInput({ field: "session key", reason: "it is not a 32-byte hex private key" })
      const chainId = Number(network.id)
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: "transfer",
        args: [spend.to as Address, spend.amount]
      })
      // The key's signing code loads only here, as the local signer's does: not with the adapter.
      const signature = yield* Effect.promise(async () => {
        const { privateKeyToAccount } = await import("viem/accounts")
        return privateKeyToAccount(spend.signerKey as Hex).signMessage({
          message: { raw: callDigest(spend.context as Hex, chainId, spend.token as Address, data) }
        })
      })
      const sent = yield* session
        .request("wallet_sendCalls", [
          {
            version: "2.0.0",
            from: address,
            chainId: numberToHex(chainId),
            atomicRequired: false,
            calls: [{ to: spend.token, data }],
            capabilities: { permissions: { context: spend.context, signature } }
          }
        ])
        .pipe(Effect.flatMap((answer) => decoded("wallet_sendCalls", Sent, answer)))
      const status = yield* session.request("wallet_getCallsStatus", [sent.id]).pipe(
        Effect.flatMap((answer) => decoded("wallet_getCallsStatus", CallsStatus, answer)),
        Effect.repeat({
          schedule: Schedule.spaced(Duration.millis(250)),
          until: (answer) => answer.status !== PENDING
        }),
        Effect.timeout(Duration.minutes(2)),
        Effect.catchTag("TimeoutError", () =>
          Effect.fail(
            new WalletRequestFailed({
              method: "wallet_getCallsStatus",
              details: "the spend was not mined within 2 minutes"
            })
          )
        )
      )
      const hash = status.receipts?.[0]?.transactionHash
      if (status.status !== CONFIRMED || hash === undefined) {
        return yield* new WalletRequestFailed({
          method: "wallet_sendCalls",
          details: `the spend did not go through (status ${status.status})`
        })
      }
      return hash
    }),

  signRevocation: (session, network, address, pci) => signIn.sign(session, network, address, pci)
})
