// The receiver and amount of an EVM send (issue 14): a zero amount is refused; a mixed-case address with a wrong EIP-55 checksum is a
// typo and refused; sending to yourself is allowed but flagged for the Review screen.
import { describe, expect, it } from "vitest"
import type { TokenBalance } from "../../src/domain/token-balance.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })
const ETH: TokenBalance = { symbol: "ETH", name: "Ether", price: 3000, quantity: { decimals: "18", numeric: "0" } }

const connected = async (index: number) => {
  const client = world.client({ localSigner: { privateKey: world.chain.accounts[index]!.privateKey } })
  await client.connect("local-signer")
  return client
}

describe("the receiver of an EVM send", () => {
  it("a mixed-case address whose checksum is wrong is refused with what is wrong; all-lowercase is accepted", async () => {
    const client = await connected(2)
    const good = world.chain.accounts[3]!.address
    // One letter's case flipped: the EIP-55 checksum no longer matches.
    const index = [...good].findIndex((char, at) => at > 1 && /[a-f]/i.test(char))
    const flipped =
      good.slice(0, index) +
      (good[index] === good[index]!.toUpperCase() ? good[index]!.toLowerCase() : good[index]!.toUpperCase()) +
      good.slice(index + 1)
    await expect(client.setSendField("receiverAddress", flipped)).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "receiver",
      message: expect.stringContaining("EIP-55 checksum"),
      problem: { kind: "evmChecksum" }
    })
    expect(client.getState().send.receiverAddress).toBeUndefined()
    // Neither an address nor a name the data API knows: said as a type too, for the person's language.
    await expect(client.setSendField("receiverAddress", "nobody.reown.id")).rejects.toMatchObject({
      reason: "nobody.reown.id is neither an address nor a registered name",
      problem: { kind: "unknownName", value: "nobody.reown.id" }
    })
    await client.setSendField("receiverAddress", good.toLowerCase())
    expect(client.getState().send.receiverAddress).toBe(good.toLowerCase())
    await client.setSendField("receiverAddress", good)
    expect(client.getState().send.receiverAddress).toBe(good)
  })

  it("sending to your own address is flagged in the preview", async () => {
    const client = await connected(2)
    const own = world.chain.accounts[2]!.address
    expect((await client.previewSend({ token: ETH, amount: "0.01", receiver: own.toLowerCase() })).toSelf).toBe(true)
    expect(
      (await client.previewSend({ token: ETH, amount: "0.01", receiver: world.chain.accounts[3]!.address })).toSelf
    ).toBe(false)
  })

  it("a zero amount is refused before the wallet is asked, with the one message the modal and the CLI share", async () => {
    const client = await connected(2)
    const receiver = world.chain.accounts[3]!.address
    for (const amount of ["0", "0.000"]) {
      await expect(client.previewSend({ token: ETH, amount, receiver })).rejects.toMatchObject({
        _tag: "InvalidInput",
        field: "amount",
        message: "Invalid amount: the amount must be greater than 0"
      })
      await expect(client.send({ token: ETH, amount, receiver })).rejects.toMatchObject({
        _tag: "InvalidInput",
        field: "amount"
      })
    }
    expect(client.getState().send.hash).toBeUndefined()
  })
})
