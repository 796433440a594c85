// Contract accounts sign in through the chain: ERC-1271 for a deployed account, ERC-6492 for one
// not deployed yet, on the local anvil chain with OwnedAccount (fixtures/contracts/OwnedAccount.sol).
import { deployOwnedAccounts, startChain, type LocalChain, type OwnedAccounts } from "@gangway/fixtures"
import { createPublicClient, http, keccak256, stringToBytes, type Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryStore, type SiwxHandler } from "../src/index.js"
import { account, handlerOn, issue, messageFor, stranger, verify } from "./helpers.js"

describe("contract-account sign-in on the local chain", () => {
  let chain: LocalChain
  let accounts: OwnedAccounts
  let handler: SiwxHandler
  let clock: { now: number }
  const salt = (label: string) => keccak256(stringToBytes(label))

  beforeAll(async () => {
    chain = await startChain({ accounts: 1 })
    accounts = await deployOwnedAccounts(chain.chain, chain.rpcUrl, chain.accounts[0]!.privateKey)
    ;({ handler, clock } = handlerOn(memoryStore(), { rpcUrls: { "eip155:31337": chain.rpcUrl } }))
  }, 120_000)
  afterAll(() => chain?.stop())

  /** Signs in as `address` with the signature `sign` makes of the message. */
  const signInAs = async (address: Address, sign: (message: string) => Promise<string>) => {
    const { nonce, cookie } = await issue(handler)
    const message = messageFor(nonce, clock.now, { address })
    return verify(handler, message, cookie, { signature: await sign(message) })
  }

  it("ERC-1271: a deployed account's owner signs; the session is the contract's address", async () => {
    const contract = await accounts.deploy(account.address, salt("deployed"))
    expect(await codeAt(contract)).not.toBe("0x")
    const signed = await signInAs(contract, (message) => account.signMessage({ message }))
    expect(signed.status).toBe(200)
    expect(signed.body).toMatchObject({ session: { data: { accountAddress: contract, chainId: "eip155:31337" } } })
  })

  it("ERC-1271: a key that is not the owner's is refused (401 signature)", async () => {
    const contract = await accounts.deploy(account.address, salt("deployed"))
    const refused = await signInAs(contract, (message) => stranger.signMessage({ message }))
    expect(refused).toMatchObject({ status: 401, body: { reason: "signature" } })
  })

  it("ERC-6492: an account not deployed yet signs in, and verifying it deploys nothing", async () => {
    const future = await accounts.address(account.address, salt("counterfactual"))
    expect(await codeAt(future)).toBe("0x")
    const signed = await signInAs(future, (message) =>
      accounts.signBeforeDeployment(account, salt("counterfactual"), message)
    )
    expect(signed.status).toBe(200)
    expect(signed.body).toMatchObject({ session: { data: { accountAddress: future } } })
    expect(await codeAt(future)).toBe("0x")
  })

  it("ERC-6492: deploy data for another account (or another owner's signature) is refused", async () => {
    const future = await accounts.address(account.address, salt("counterfactual"))
    const otherAccount = await signInAs(future, (message) =>
      accounts.signBeforeDeployment(account, salt("another salt"), message)
    )
    expect(otherAccount).toMatchObject({ status: 401, body: { reason: "signature" } })
    const otherOwner = await signInAs(future, (message) =>
      accounts.signBeforeDeployment(stranger, salt("counterfactual"), message, account.address)
    )
    expect(otherOwner).toMatchObject({ status: 401, body: { reason: "signature" } })
  })

  const codeAt = async (address: Address) =>
    (await createPublicClient({ transport: http(chain.rpcUrl) }).getCode({ address })) ?? "0x"
})
