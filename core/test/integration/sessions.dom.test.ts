// Smart sessions with an injected (EIP-6963) test wallet on the local world: the wallet grants an
// ERC-7715 permission on its EOA and records it with the data API; the dApp spends within it with
// its own key and no prompt; the wallet refuses a spend beyond the limit and after a revocation.
import { announceProvider, createLocalSigner, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { erc20Abi, parseUnits, type Address } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { beforeEach, describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { sessionsOf } from "../../src/controllers/sessions/index.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpLocalWorld({ api: true })
let wallet: TestWallet
let accountIndex = 3
beforeEach(() => {
  wallet = createTestWallet({
    rpcUrl: world.chain.rpcUrl,
    accountIndex: accountIndex++,
    permissionsRecord: { url: world.apiUrls().dataApi, projectId: "gangway-tests" }
  })
  announceProvider(window, wallet, crypto.randomUUID())
})

const connected = async () => {
  const client = world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl)],
      projectId: "gangway-tests",
      apiUrls: world.apiUrls(),
      storage: "memory",
      platform: desktop
    })
  )
  await client.connect(RDNS)
  return { client, sessions: sessionsOf(client) }
}
const gwtOf = (owner: Address) =>
  createLocalSigner({ rpcUrl: world.chain.rpcUrl }).publicClient.readContract({
    address: world.chain.contracts.gwt,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [owner]
  })
const gwt = (amount: string) => parseUnits(amount, 18)

describe("smart sessions (ERC-7715 through the data API's delegation record)", () => {
  it("grants, lists, spends within the limit without a prompt, is refused beyond it, is revoked and then refused", async () => {
    const { sessions } = await connected()
    const sessionKey = generatePrivateKey()
    const signer = privateKeyToAccount(sessionKey).address
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    const granted = await sessions.grant({
      token: world.chain.contracts.gwt,
      allowance: gwt("5"),
      durationSeconds: 3600,
      signer
    })
    expect(granted).toMatchObject({
      status: "active",
      signer,
      permissions: [
        {
          type: "erc20-token-transfer",
          token: world.chain.contracts.gwt,
          allowance: gwt("5"),
          symbol: "GWT",
          decimals: 18
        }
      ]
    })
    expect(granted.expiresAt! - Date.now()).toBeGreaterThan(3500_000)
    expect((await sessions.list()).map((session) => session.pci)).toEqual([granted.pci])

    // The person would refuse anything the wallet asked now: a spend within the permission asks nothing.
    wallet.behave("sendCalls", "reject")
    wallet.behave("sign", "reject")
    const hash = await sessions.spend({ pci: granted.pci, signerKey: sessionKey, to: receiver, amount: gwt("2") })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await gwtOf(receiver)).toBe(gwt("2"))

    await expect(
      sessions.spend({ pci: granted.pci, signerKey: sessionKey, to: receiver, amount: gwt("4") })
    ).rejects.toMatchObject({
      _tag: "SessionSpendRefused",
      message: `The wallet refused this spend: The permission allows ${gwt("3")} more units of the token; this call spends ${gwt("4")}`
    })
    // Another key than the session's cannot spend under it.
    await expect(
      sessions.spend({ pci: granted.pci, signerKey: generatePrivateKey(), to: receiver, amount: gwt("1") })
    ).rejects.toMatchObject({
      _tag: "SessionSpendRefused",
      message: "The wallet refused this spend: The call is not signed by the session's key"
    })
    expect(await gwtOf(receiver)).toBe(gwt("2"))

    wallet.behave("sign", "approve")
    const revoked = await sessions.revoke(granted.pci)
    expect(revoked).toMatchObject({ pci: granted.pci, status: "revoked" })
    expect(revoked.revokedAt).toEqual(expect.any(Number))
    await expect(
      sessions.spend({ pci: granted.pci, signerKey: sessionKey, to: receiver, amount: gwt("1") })
    ).rejects.toMatchObject({
      _tag: "SessionSpendRefused",
      message: "The wallet refused this spend: The permission was revoked"
    })
    expect(await gwtOf(receiver)).toBe(gwt("2"))
  })

  it("a declined grant records nothing", async () => {
    const { sessions } = await connected()
    wallet.behave("sign", "reject")
    const signer = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      sessions.grant({ token: world.chain.contracts.gwt, allowance: gwt("1"), durationSeconds: 60, signer })
    ).rejects.toMatchObject({
      _tag: "SignatureDeclined"
    })
    expect(await sessions.list()).toEqual([])
  })

  it("the data API refuses a revocation signed by another key; the session stays active", async () => {
    const { client, sessions } = await connected()
    const signer = privateKeyToAccount(generatePrivateKey()).address
    const granted = await sessions.grant({
      token: world.chain.contracts.gwt,
      allowance: gwt("1"),
      durationSeconds: 60,
      signer
    })
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: granted.pci })
    await expect(
      client.dataApi.revokeSmartSession({
        caipNetworkId: "eip155:31337",
        address: wallet.address,
        pci: granted.pci,
        signature: forged
      })
    ).rejects.toMatchObject({ _tag: "ApiStatusError", status: 401 })
    expect((await sessions.list())[0]).toMatchObject({ pci: granted.pci, status: "active" })
  })
})
