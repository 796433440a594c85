// Kept apart from legacy-message.ts so that checking a wallet's answer does not load secp256k1.
import { Result } from "effect"
import { Base64 } from "effect/encoding"

/** Whether `signature` (base64) has a legacy signature's shape: 65 bytes, a BIP-137 header (27–42) first. */
export const isLegacySignature = (signature: string): boolean => {
  const bytes = Base64.decode(signature)
  return Result.isSuccess(bytes) && bytes.success.length === 65 && bytes.success[0]! >= 27 && bytes.success[0]! <= 42
}
