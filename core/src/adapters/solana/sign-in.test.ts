// CAIP-122 "Sign in with Solana": the text written, read back, and its ed25519 signature checked.
import { ed25519 } from "@noble/curves/ed25519"
import { getAddressDecoder, getBase58Decoder } from "@solana/kit"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { SiwxMessageData } from "../../domain/siwx.js"
import { readSignInMessage, writeSignInMessage } from "../../siwx/message-rules.js"
import { solanaSignIn } from "./sign-in.js"

const buildMessage = (data: SiwxMessageData) => {
  const written = writeSignInMessage(data)
  if ("problem" in written) throw new Error(written.problem.details)
  return written.message
}

const secret = ed25519.utils.randomPrivateKey()
const address = getAddressDecoder().decode(ed25519.getPublicKey(secret))
const data: SiwxMessageData = {
  domain: "dapp.example",
  accountAddress: address,
  statement: "Sign in to Harbor.",
  uri: "https://dapp.example/",
  version: "1",
  chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  nonce: "n0nce123",
  issuedAt: "2026-11-24T10:00:00.000Z",
  expirationTime: "2026-11-25T10:00:00.000Z",
  resources: ["https://dapp.example/terms"]
}
const network = { caipNetworkId: data.chainId } as CaipNetwork

describe("CAIP-122 Solana messages", () => {
  it("name the account as a Solana one and the chain by its CAIP-2 reference", () => {
    expect(buildMessage(data).split("\n")).toEqual([
      "dapp.example wants you to sign in with your Solana account:",
      address,
      "",
      "Sign in to Harbor.",
      "",
      "URI: https://dapp.example/",
      "Version: 1",
      "Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      "Nonce: n0nce123",
      "Issued At: 2026-11-24T10:00:00.000Z",
      "Expiration Time: 2026-11-25T10:00:00.000Z",
      "Resources:",
      "- https://dapp.example/terms"
    ])
  })

  it("round-trip through the parser, with and without a statement", () => {
    for (const item of [data, { ...data, statement: undefined, resources: undefined }]) {
      const { statement, resources, ...rest } = item
      const cleaned = {
        ...rest,
        ...(statement === undefined ? {} : { statement }),
        ...(resources === undefined ? {} : { resources })
      }
      const message = buildMessage(cleaned)
      expect(readSignInMessage(message)).toEqual({ data: cleaned })
    }
  })

  it("an EIP-4361 text is not a Solana message", () => {
    expect(readSignInMessage("x wants you to sign in with your Ethereum account:\n0x0\n\nURI: a")).toEqual({
      problem: { rule: "format", details: "the text is not an EIP-4361 message" }
    })
  })

  it("verify accepts the account's ed25519 signature and refuses another message's", () => {
    const message = buildMessage(data)
    const signature = getBase58Decoder().decode(ed25519.sign(new TextEncoder().encode(message), secret))
    expect(Effect.runSync(solanaSignIn.verify(network, address, message, signature))).toBe(true)
    expect(Effect.runSync(solanaSignIn.verify(network, address, `${message} `, signature))).toBe(false)
  })
})
