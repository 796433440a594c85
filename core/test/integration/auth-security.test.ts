import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { mailReader, stateReaches, setUpAuthWorld, type RecordedMessage } from "./auth-support.js"

const world = setUpAuthWorld()

const { nextWith } = mailReader(world)

/** Every string anywhere in `value`. */
const stringsIn = (value: unknown): Array<string> =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsIn)
      : typeof value === "object" && value !== null
        ? Object.entries(value).flatMap(([key, item]) => [key, ...stringsIn(item)])
        : []

describe("no key material crosses the frame's boundary", () => {
  it("records a whole session (login, reads, a signature refused, sign-out) and finds no key, seed or key-encryption key", async () => {
    const record: Array<RecordedMessage> = []
    const email = "hedy@example.com"
    const client = world.client({ device: "hedy-laptop", storage: memoryBackend(), record })
    await client.auth.connectEmail(email)
    const link = await nextWith(email, 0, "approvalUrl")
    await fetch(link.value)
    await stateReaches(client, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
    await client.auth.submitOtp((await nextWith(email, link.id, "otp")).value)
    const address = client.getState().chains.chains.eip155!.account.address!
    expect(await client.request("eth_getBalance", [address, "latest"])).toMatch(/^0x/)
    // The worker has no approval screen: a signature is refused there, never signed silently.
    await expect(client.request("personal_sign", ["0x68656c6c6f", address])).rejects.toMatchObject({
      _tag: "SignatureDeclined"
    })
    await client.disconnect()

    expect(record.filter((message) => message.direction === "from frame").length).toBeGreaterThan(5)
    const strings = record.flatMap((message) => stringsIn(message.data))
    // No 32-byte hex string in any message is the key of the wallet's address.
    for (const text of strings) {
      for (const candidate of text.match(/(?:0x)?[0-9a-fA-F]{64}/g) ?? []) {
        const hex = (candidate.startsWith("0x") ? candidate : `0x${candidate}`) as `0x${string}`
        expect(privateKeyToAddress(hex).toLowerCase()).not.toBe(address.toLowerCase())
      }
    }
    // Nor does any message name a key, a seed or a secret.
    expect(strings.filter((text) => /private.?key|mnemonic|seed|secret|\bkek\b/i.test(text))).toEqual([])
  })
})
