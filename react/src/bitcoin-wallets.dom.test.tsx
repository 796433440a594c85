// Before the client loads, the Connect view lists the page's Bitcoin wallets (Wallet Standard,
// bitcoin:* features) beside the EIP-6963 ones, a wallet in both once: only when the dApp has a Bitcoin network.
import { bitcoinLocal, localChain } from "@gangway/core"
import { createBitcoinTestWallet, TEST_WALLET_INFO } from "@gangway/fixtures"
import { waitFor, within } from "@testing-library/react"
import { registerWallet } from "@wallet-standard/wallet"
import { beforeAll, describe, expect, it } from "vitest"
import { openBeforeTheClient } from "../test/before-the-client.js"
import { worldOptions } from "../test/helpers.js"
import { setUpLocalWorld } from "../test/local-world.js"

const { world, announced } = setUpLocalWorld()
// Discovery only: nothing is sent, so no ledger need run.
const ESPLORA = "http://127.0.0.1:9"

beforeAll(() => {
  announced(1)
  registerWallet(createBitcoinTestWallet({ accountIndex: 1 }))
  registerWallet(createBitcoinTestWallet({ accountIndex: 2, name: "Bitcoin Only Wallet" }))
})

describe("Bitcoin wallets before the client loads", () => {
  it("a dApp with a Bitcoin network lists them, the multi-chain wallet once", async () => {
    const dialog = await openBeforeTheClient({
      ...worldOptions(world()),
      networks: [localChain(world().chain.rpcUrl), bitcoinLocal(ESPLORA)]
    })
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: /Bitcoin Only Wallet/ })).not.toBeNull())
    expect(within(dialog).getAllByRole("button", { name: new RegExp(TEST_WALLET_INFO.name) })).toHaveLength(1)
  })

  it("an EVM-only dApp does not list them", async () => {
    const dialog = await openBeforeTheClient(worldOptions(world()))
    await within(dialog).findByRole("button", { name: new RegExp(TEST_WALLET_INFO.name) })
    expect(within(dialog).queryByRole("button", { name: /Bitcoin Only Wallet/ })).toBeNull()
  })
})
