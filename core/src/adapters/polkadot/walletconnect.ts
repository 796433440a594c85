import { Effect } from "effect"
import { u8aToHex } from "@polkadot/util"
import { walletConnectNamespace } from "../walletconnect-namespace.js"
import { approvedSession } from "../walletconnect-session.js"
import { isSs58Address, ss58For } from "./address.js"
import { signatureOf } from "./replies.js"
import { toPolkadotWalletError } from "./wallet-errors.js"
import type { PolkadotSigner } from "./signer.js"

const POLKADOT_METHODS = ["polkadot_signMessage", "polkadot_signTransaction"]

/** WalletConnect's polkadot namespace: the wallet signs messages and the transaction payloads a dApp gives it. */
export const polkadotWalletConnect = walletConnectNamespace({
  namespace: "polkadot",
  methods: POLKADOT_METHODS,
  events: [],
  session: (context) =>
    approvedSession<PolkadotSigner>(context, {
      namespace: "polkadot",
      // `polkadot:<genesis ref>:<ss58>`: anything else the wallet listed is left out.
      accepts: isSs58Address,
      // Written with the network's own SS58 prefix, as its explorers and wallets show them.
      written: ss58For,
      parts: ({ address, current }) => {
        const ask = (method: string, params: unknown) =>
          Effect.tryPromise({
            try: () => context.request(current(), method, params),
            catch: (error) => toPolkadotWalletError(method, error)
          })
        return {
          signer: {
            namespace: "polkadot",
            signMessage: (message) =>
              Effect.flatMap(ask("polkadot_signMessage", { address, message: u8aToHex(message) }), (reply) =>
                signatureOf("polkadot_signMessage", reply)
              )
          },
          request: (method, params) =>
            method === "polkadot_signMessage" || method === "polkadot_signTransaction"
              ? Effect.flatMap(ask(method, params), (reply) =>
                  Effect.map(signatureOf(method, reply), (signature) => ({ signature }))
                )
              : ask(method, params)
        }
      }
    })
})
