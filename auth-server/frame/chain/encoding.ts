import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from "@solana/kit"
import { invalidParams } from "./errors.js"

// kit's naming: an encoder turns the text into bytes, a decoder bytes into text.
export const toBase58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)
export const toBase64 = (bytes: Uint8Array): string => getBase64Decoder().decode(bytes)

const bytesOf =
  (encoding: "base58" | "base64") =>
  (text: unknown, name: string): Uint8Array => {
    if (typeof text !== "string") throw invalidParams(`${name} must be a ${encoding} string`)
    try {
      return new Uint8Array((encoding === "base58" ? getBase58Encoder() : getBase64Encoder()).encode(text))
    } catch {
      throw invalidParams(`${name} is not valid ${encoding}`)
    }
  }

/** Bytes of a base58 parameter, or an invalid-params error naming it. */
export const fromBase58 = bytesOf("base58")
/** Bytes of a base64 parameter, or an invalid-params error naming it. */
export const fromBase64 = bytesOf("base64")
