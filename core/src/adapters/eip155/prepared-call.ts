import { Effect } from "effect"
import type { Address, Hash, Hex } from "viem"
import { WalletRequestFailed } from "../../errors.js"
import type { PreparedCallAdapter } from "../adapter.js"
import type { EvmRpc } from "./rpc.js"
import { toWalletError } from "./wallet-errors.js"
import { isEvmSigner } from "./signer.js"

/** Calls the data API built (a swap, its approval): estimated through the chain RPC, sent as they are through the session's viem wallet client. */
export const evmPreparedCalls = (rpc: EvmRpc): PreparedCallAdapter => ({
  estimateGas: (call) =>
    rpc.read(call.network, (client) =>
      client.estimateGas({
        account: call.from as Address,
        to: call.to as Address,
        data: call.data as Hex,
        value: call.value
      })
    ),
  send: (session, call) =>
    Effect.gen(function* () {
      if (!isEvmSigner(session.signer)) {
        return yield* new WalletRequestFailed({
          method: "eth_sendTransaction",
          details: `a ${session.namespace} session cannot send on eip155`
        })
      }
      const wallet = session.signer.walletClient(call.network)
      return yield* Effect.tryPromise({
        try: (): Promise<Hash> =>
          wallet.sendTransaction({
            to: call.to as Address,
            data: call.data as Hex,
            value: call.value,
            ...(call.gas === undefined ? {} : { gas: call.gas })
          } as never),
        catch: (error) => toWalletError("eth_sendTransaction", error)
      })
    })
})
