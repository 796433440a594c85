import { ed25519 } from "@noble/curves/ed25519"
import { address as toAddress, getAddressEncoder, getBase58Decoder, getBase58Encoder } from "@solana/kit"
import { Effect } from "effect"
import { WalletRequestFailed } from "../../errors.js"
import type { SignInAdapter } from "../sign-in.js"
import { isSolanaSigner } from "./signer.js"

/** Whether `signature` (base58) is the ed25519 signature of `address`'s key over the message's UTF-8 bytes. */
const verifyEd25519 = (address: string, message: string, signature: string): boolean => {
  try {
    const publicKey = getAddressEncoder().encode(toAddress(address))
    const bytes = getBase58Encoder().encode(signature)
    return ed25519.verify(new Uint8Array(bytes), new TextEncoder().encode(message), new Uint8Array(publicKey))
  } catch {
    return false
  }
}

/** CAIP-122 sign-in on Solana: the wallet signs the message's bytes (ed25519), checked here without the chain. */
export const solanaSignIn: SignInAdapter = {
  sign: (session, _network, _address, message) =>
    isSolanaSigner(session.signer)
      ? session.signer
          .signMessage(new TextEncoder().encode(message))
          .pipe(Effect.map((signature) => getBase58Decoder().decode(signature)))
      : Effect.fail(
          new WalletRequestFailed({ method: "signMessage", details: "the session is not a Solana wallet's" })
        ),
  verify: (_network, address, message, signature) => Effect.sync(() => verifyEd25519(address, message, signature))
}
