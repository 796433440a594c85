// Names against the local world: the data API checks the signature and writes the
// registration to the name registry contract on the anvil chain; reads come from the chain.
import { createLocalSigner, nameRegistryAbi } from "@gangway/fixtures"
import type { Hex } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { namesOf } from "../../src/controllers/names/index.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

// A second, real chain (31338) that the data API does not serve: no names there.
const world = setUpLocalWorld({ api: true, chainIds: [31337, 31338] })

const connected = async (privateKey: Hex) => {
  const client = world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(31338).rpcUrl, 31338)],
      projectId: "gangway-tests",
      apiUrls: world.apiUrls(),
      storage: "memory",
      platform: desktop,
      localSigner: { privateKey }
    })
  )
  await client.connect("local-signer")
  return { client, names: namesOf(client) }
}
const chainRead = () => createLocalSigner({ rpcUrl: world.chain.rpcUrl }).publicClient
const registry = (functionName: "resolve" | "reverse", arg: string) =>
  chainRead().readContract({
    address: world.chain.contracts.names,
    abi: nameRegistryAbi,
    functionName,
    args: [arg as never]
  }) as Promise<string>
// Each test its own label: the registry on the shared chain keeps every registration.
const uniqueLabel = (prefix: string) =>
  `${prefix}-${privateKeyToAccount(generatePrivateKey()).address.slice(2, 10).toLowerCase()}`

describe("names (SPEC §1, §7 profile endpoints)", () => {
  it("registers a name: the wallet signs, the chain holds it forward and in reverse, and it is the account's profile name", async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const { client, names } = await connected(key)
    const label = uniqueLabel("alice")
    const before = await names.check(label)
    expect(before).toMatchObject({ name: `${label}.reown.id`, available: true })
    expect(before.suggestions.length).toBeGreaterThan(0)
    expect(before.suggestions.every((name) => name.endsWith(".reown.id") && name !== before.name)).toBe(true)

    // Typed in capitals with the suffix: the same name.
    expect(await names.register(`${label.toUpperCase()}.reown.id`, { avatar: "https://example.test/a.png" })).toBe(
      `${label}.reown.id`
    )

    expect(await registry("resolve", `${label}.reown.id`)).toBe(address)
    expect(await registry("reverse", address)).toBe(`${label}.reown.id`)
    const account = client.getState().chains.chains.eip155?.account
    expect(account).toMatchObject({ profileName: `${label}.reown.id`, profileImage: "https://example.test/a.png" })
    // The identity cache holds it: a fresh read of the identity shows the name.
    expect(await client.refreshIdentity()).toEqual({ name: `${label}.reown.id`, avatar: "https://example.test/a.png" })
    const resolved = await client.dataApi.getNameProfile({ caipNetworkId: "eip155:31337", name: `${label}.reown.id` })
    expect(resolved).toMatchObject({
      _tag: "Some",
      value: { name: `${label}.reown.id`, addresses: { "60": { address } } }
    })
    expect(await names.check(label)).toMatchObject({ available: false })
  })

  it("refuses a taken name with its message, before and after the wallet is asked", async () => {
    const label = uniqueLabel("taken")
    const first = await connected(generatePrivateKey())
    await first.names.register(label)
    const secondKey = generatePrivateKey()
    const second = await connected(secondKey)
    // Asked directly with a good signature, the data API refuses the taken name too (409).
    const message = JSON.stringify({ name: `${label}.reown.id`, coin_type: 60, attributes: {}, timestamp: Date.now() })
    const signature = await privateKeyToAccount(secondKey).signMessage({ message })
    const address = privateKeyToAccount(secondKey).address
    await expect(
      second.client.dataApi.registerName({ caipNetworkId: "eip155:31337", coinType: 60, address, message, signature })
    ).rejects.toMatchObject({ _tag: "ApiStatusError", status: 409 })
    await expect(second.names.register(label)).rejects.toMatchObject({
      _tag: "NameTaken",
      message: `${label}.reown.id is already registered: choose another name`
    })
  })

  it.each([
    ["", "empty", "Type a name"],
    ["ab", "too-short", "A name has at least 3 characters"],
    ["a".repeat(64), "too-long", "A name has at most 63 characters"],
    ["bad_name", "characters", "Use only lowercase letters a–z, digits and hyphens"],
    ["zoë", "characters", "Use only lowercase letters a–z, digits and hyphens"],
    ["-abc", "hyphen", "A name cannot start or end with a hyphen"],
    ["abc-", "hyphen", "A name cannot start or end with a hyphen"],
    [
      "xn--zo-pja",
      "punycode",
      "Names starting with xn-- (punycode) are not accepted: type the name in letters a–z and digits"
    ],
    ["alice.wcn.id", "suffix", "Only names ending in .reown.id can be registered here"]
  ])("refuses %j: rule %s", async (typed, rule, message) => {
    const { names } = await connected(generatePrivateKey())
    await expect(names.check(typed)).rejects.toMatchObject({ _tag: "NameRefused", rule, message })
    await expect(names.register(typed)).rejects.toMatchObject({ _tag: "NameRefused", rule, message })
  })

  it("accepts the rules' edges: 3 and 63 characters, inner hyphens and digits", async () => {
    const { names } = await connected(generatePrivateKey())
    for (const typed of ["a1b", `${"a".repeat(62)}9`, "a-b-c"]) {
      expect((await names.check(typed)).name).toBe(`${typed}.reown.id`)
    }
  })

  it("the data API refuses a registration signed by another key, and writes nothing", async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const { client } = await connected(key)
    const label = uniqueLabel("forged")
    const message = JSON.stringify({ name: `${label}.reown.id`, coin_type: 60, attributes: {}, timestamp: Date.now() })
    const other = privateKeyToAccount(generatePrivateKey())
    const signature = await other.signMessage({ message })
    await expect(
      client.dataApi.registerName({ caipNetworkId: "eip155:31337", coinType: 60, address, message, signature })
    ).rejects.toMatchObject({ _tag: "ApiStatusError", status: 401 })
    expect(await registry("resolve", `${label}.reown.id`)).toBe("0x0000000000000000000000000000000000000000")
  })

  it("a network the data API does not serve offers no names and says so", async () => {
    const { client, names } = await connected(generatePrivateKey())
    await client.switchNetwork("eip155:31338")
    await expect(names.offered()).rejects.toMatchObject({ _tag: "NamesNetworkUnsupported" })
    await expect(names.check("alice")).rejects.toMatchObject({
      message: expect.stringMatching(/^Names cannot be registered on .+: switch to a network that supports names$/)
    })
  })
})
