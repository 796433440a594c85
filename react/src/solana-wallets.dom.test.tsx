// Before the client loads, the Connect view lists the page's Solana wallets (Wallet Standard) beside
// the EIP-6963 ones, a wallet in both once, as the client will: only when the dApp has a Solana network.
import { localChain, solanaLocal } from "@gangway/core"
import { createSolanaTestWallet, TEST_WALLET_INFO } from "@gangway/fixtures"
import { waitFor, within } from "@testing-library/react"
import { registerWallet } from "@wallet-standard/wallet"
import { beforeAll, describe, expect, it } from "vitest"
import { openBeforeTheClient } from "../test/before-the-client.js"
import { worldOptions } from "../test/helpers.js"
import { setUpLocalWorld } from "../test/local-world.js"

const { world, announced } = setUpLocalWorld()
// Discovery only: nothing is signed, so the cluster need not run.
const SOLANA_RPC = "http://127.0.0.1:9"

beforeAll(async () => {
  announced(1)
  registerWallet(await createSolanaTestWallet({ rpcUrl: SOLANA_RPC, accountIndex: 1 }))
  registerWallet(await createSolanaTestWallet({ rpcUrl: SOLANA_RPC, accountIndex: 2, name: "Solana Only Wallet" }))
})

describe("Solana wallets before the client loads", () => {
  it("a dApp with a Solana network lists them, the multi-chain wallet once", async () => {
    const options = {
      ...worldOptions(world()),
      networks: [localChain(world().chain.rpcUrl), solanaLocal(SOLANA_RPC)]
    } as const
    const dialog = await openBeforeTheClient(options)
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: /Solana Only Wallet/ })).not.toBeNull())
    expect(within(dialog).getAllByRole("button", { name: new RegExp(TEST_WALLET_INFO.name) })).toHaveLength(1)
    expect(within(dialog).getByRole("button", { name: new RegExp(TEST_WALLET_INFO.name) }).textContent).toContain(
      "Installed"
    )
  })

  it("an EVM-only dApp does not list them", async () => {
    const dialog = await openBeforeTheClient(worldOptions(world()))
    await within(dialog).findByRole("button", { name: new RegExp(TEST_WALLET_INFO.name) })
    expect(within(dialog).queryByRole("button", { name: /Solana Only Wallet/ })).toBeNull()
  })
})
