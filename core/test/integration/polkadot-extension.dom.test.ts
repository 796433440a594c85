// A page with a Polkadot extension in `window.injectedWeb3` (the test wallet's, with a real sr25519
// key), and hostile ones whose replies the edge refuses (see vitest.config.ts: *.dom.test.ts).
import { createPolkadotTestWallet, type PolkadotTestWallet } from "@gangway/fixtures"
import { stringToHex, u8aWrapBytes } from "@polkadot/util"
import { signatureVerify } from "@polkadot/util-crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { polkadot, westend } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })
const CONNECTOR = "injected-web3:gangway-test-wallet"
let wallet: PolkadotTestWallet

type Injected = Record<string, unknown>
const injected = () => ((window as unknown as { injectedWeb3?: Injected }).injectedWeb3 ??= {})
/** An extension whose `enable` resolves to `enabled`. */
const extension = (enabled: unknown) => ({ version: "1.0.0", enable: async () => enabled })
const signerWith = (signRaw: () => Promise<unknown>) => ({
  accounts: { get: async () => [{ address: wallet.address }] },
  signer: { signRaw }
})

beforeAll(async () => {
  wallet = await createPolkadotTestWallet({ accountIndex: 5 })
  Object.assign(injected(), {
    "gangway-test-wallet": wallet.extension,
    "no-signer": extension({ accounts: {} }),
    "evm-accounts": extension({
      accounts: { get: async () => [{ address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" }] },
      signer: {}
    }),
    "bad-signature": extension(signerWith(async () => ({ signature: "0x1234" }))),
    "no-reply": extension(signerWith(async () => null)),
    "not-an-extension": { version: 2 }
  })
})

describe("Polkadot extensions in the page (window.injectedWeb3)", () => {
  it("are listed as Polkadot wallets under their key; an entry without enable() is not", () => {
    const client = world.client({ networks: [westend] })
    const listed = client.getState().connection.connectors.filter((item) => item.chain === "polkadot")
    expect(listed.map((item) => item.id)).toEqual(
      expect.arrayContaining([CONNECTOR, "injected-web3:no-signer", "injected-web3:bad-signature"])
    )
    expect(listed.find((item) => item.id === CONNECTOR)).toMatchObject({
      name: "Gangway Test Wallet",
      type: "ANNOUNCED"
    })
    expect(listed.some((item) => item.id === "injected-web3:not-an-extension")).toBe(false)
  })

  it("an extension that injects itself after the client started is listed then, whichever way it writes", async () => {
    const client = world.client({ networks: [westend] })
    const ids = () => client.getState().connection.connectors.map((item) => item.id)
    expect(ids()).not.toContain("injected-web3:late")
    // @polkadot/extension-inject's way: an entry added to the object.
    injected().late = extension(signerWith(async () => ({ signature: "0x00" })))
    expect(ids()).toContain("injected-web3:late")
    // Or the object replaced.
    const page = window as unknown as { injectedWeb3: Injected }
    page.injectedWeb3 = { ...page.injectedWeb3, later: extension(signerWith(async () => ({ signature: "0x00" }))) }
    expect(ids()).toEqual(expect.arrayContaining(["injected-web3:late", "injected-web3:later", CONNECTOR]))
  })

  it("connects, shows the account in the network's writing without a balance, and signs a message verified with sr25519", async () => {
    const client = world.client({ networks: [polkadot, westend] })
    await client.connect(CONNECTOR)
    const account = client.getState().chains.chains.polkadot?.account
    expect(account).toMatchObject({ status: "connected", chainFeatures: { balance: false, send: false } })
    // Polkadot writes the account with prefix 0: a 1 first.
    expect(account?.address).toMatch(/^1/)
    expect(wallet.enabledBy.at(-1)).toBe(window.location.host)
    const message = "Gangway: sign this to prove the account is yours"
    const { signature } = (await client.request("polkadot_signMessage", { message })) as { signature: string }
    expect(signatureVerify(u8aWrapBytes(message), signature, account!.address!)).toMatchObject({
      isValid: true,
      crypto: "sr25519"
    })
    // Hex is taken as the bytes it spells.
    const again = (await client.request("polkadot_signMessage", { message: stringToHex(message) })) as {
      signature: string
    }
    expect(signatureVerify(u8aWrapBytes(message), again.signature, wallet.address).isValid).toBe(true)
  })

  it("a refusal in the extension is 'Connection declined' or 'Signature declined'", async () => {
    const client = world.client({ networks: [westend] })
    wallet.behave("connect", "reject")
    try {
      await expect(client.connect(CONNECTOR)).rejects.toMatchObject({ _tag: "RequestDeclined" })
    } finally {
      wallet.behave("connect", "approve")
    }
    await client.connect(CONNECTOR)
    wallet.behave("signMessage", "reject")
    try {
      await expect(client.request("polkadot_signMessage", { message: "no" })).rejects.toMatchObject({
        _tag: "SignatureDeclined"
      })
    } finally {
      wallet.behave("signMessage", "approve")
    }
  })

  it("bad replies are refused with typed errors: no signer, accounts that are not SS58, a short signature, none at all, bad params", async () => {
    const client = world.client({ networks: [westend] })
    await expect(client.connect("injected-web3:no-signer")).rejects.toMatchObject({
      _tag: "WalletRequestFailed",
      method: "enable"
    })
    await expect(client.connect("injected-web3:evm-accounts")).rejects.toMatchObject({
      _tag: "WalletRequestFailed",
      details: "the wallet listed accounts that are not SS58 addresses"
    })
    await client.connect("injected-web3:bad-signature")
    await expect(client.request("polkadot_signMessage", { message: "hi" })).rejects.toMatchObject({
      _tag: "WalletRequestFailed",
      details: "the wallet answered without a valid signature"
    })
    await client.connect("injected-web3:no-reply")
    await expect(client.request("polkadot_signMessage", { message: "hi" })).rejects.toMatchObject({
      _tag: "WalletRequestFailed"
    })
    await expect(client.request("polkadot_signMessage", { text: "hi" })).rejects.toMatchObject({
      _tag: "WalletRequestFailed",
      details: "params must be { address?, message }"
    })
  })
})
