import { ed25519 } from "@noble/curves/ed25519"
import { address as toAddress, getAddressEncoder, getBase58Encoder } from "@solana/kit"
import { createPublicClient, http, isAddressEqual, recoverMessageAddress, type Address, type Hex } from "viem"

/** Who signed what, as the server read it from a strictly read message. */
export interface SignedBy {
  readonly accountAddress: string
  /** CAIP-2. */
  readonly chainId: string
}

const isHex = (value: string): value is Hex => /^0x[0-9a-fA-F]*$/.test(value)

/** A key's signature checked here, without the chain; false for anything else (a contract account's). */
const signedByKey = async (address: Address, message: string, signature: Hex) => {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    return false
  }
}

/**
 * Whether the signature is the account's. eip155: a key's signature is checked here; any other
 * (a contract account's, by ERC-1271, or one not deployed yet, by ERC-6492) through the chain's
 * RPC in `rpcUrls`. solana: an ed25519 signature in base58 by the address's key.
 */
export const verifySignature = async (
  signer: SignedBy,
  message: string,
  signature: string,
  rpcUrls: Readonly<Record<string, string>>
): Promise<boolean> => {
  if (signer.chainId.startsWith("solana:")) {
    try {
      const key = getAddressEncoder().encode(toAddress(signer.accountAddress))
      return ed25519.verify(
        new Uint8Array(getBase58Encoder().encode(signature)),
        new TextEncoder().encode(message),
        new Uint8Array(key)
      )
    } catch {
      return false
    }
  }
  if (!signer.chainId.startsWith("eip155:") || !isHex(signature)) return false
  const address = signer.accountAddress as Address
  if (await signedByKey(address, message, signature)) return true
  const rpcUrl = rpcUrls[signer.chainId]
  if (rpcUrl === undefined) return false
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
  return client.verifyMessage({ address, message, signature }).catch(() => false)
}
