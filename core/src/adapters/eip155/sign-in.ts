import { Effect } from "effect"
import { stringToHex, type Address, type Hex } from "viem"
import type { SignInAdapter } from "../sign-in.js"
import type { EvmRpc } from "./rpc.js"

/**
 * EIP-4361 sign-in: the wallet signs with `personal_sign` (whatever connects it: injected,
 * WalletConnect, the local signer); the check goes through the chain, so a contract account's
 * signature (ERC-1271, ERC-6492 before deployment) is accepted as well as a key's.
 */
export const eip155SignIn = (rpc: EvmRpc): SignInAdapter => ({
  sign: (session, _network, address, message) =>
    session
      .request("personal_sign", [stringToHex(message), address])
      .pipe(Effect.map((signature) => String(signature))),
  verify: (network, address, message, signature) =>
    rpc.read(network, (client) =>
      client.verifyMessage({ address: address as Address, message, signature: signature as Hex })
    )
})
