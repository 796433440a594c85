// The Account view offers Buy, Register a name and Sessions only where the active network has them,
// by the same checks their actions refuse with (see vitest.config.ts: *.dom.test.tsx). A second
// anvil chain (31338) that the local data API does not serve is the network that has none of them.
import { localChain } from "@gangway/core"
import { announceProvider, createTestWallet, startChain, type LocalChain } from "@gangway/fixtures"
import { act, screen, waitFor, within } from "@testing-library/react"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { renderConnected, renderWithClient, testClient, worldOptions } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"

const local = setUpLocalWorld()
const UNSERVED_CHAIN_ID = 31338
let unserved: LocalChain | undefined

beforeAll(async () => {
  unserved = await startChain({ chainId: UNSERVED_CHAIN_ID })
}, 120_000)
afterAll(async () => {
  await unserved?.stop()
})

/** Connected through the test wallet on the chain the data API does not serve, the Account view open. */
const accountOnUnservedChain = async () => {
  const rpcUrl = unserved!.rpcUrl
  const wallet = createTestWallet({ rpcUrl, chainId: UNSERVED_CHAIN_ID, accountIndex: 3 })
  announceProvider(window, wallet, crypto.randomUUID())
  const client = testClient({ ...worldOptions(local.world()), networks: [localChain(rpcUrl, UNSERVED_CHAIN_ID)] })
  renderWithClient(null, client)
  await act(() => client.connect("dev.gangway.testwallet"))
  expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address)
  await act(() => client.open())
  const view = await screen.findByTestId("account-view")
  // The view's own checks have answered: what is hidden now stays hidden.
  await waitFor(() => expect(view.dataset.featuresChecked).toBe("true"))
  return { client, view }
}

/** Each feature's own refusal, asked directly: the view hides a feature only when this says "not here". */
const refusals = async (client: ReturnType<typeof testClient>) => {
  const { namesOf, onrampOf, sessionsOf } = await import("@gangway/core")
  const tagOf = (promise: Promise<unknown>) =>
    promise.then(
      () => "offered",
      (error: { _tag?: string }) => error._tag
    )
  return {
    onramp: await tagOf(onrampOf(client).offered()),
    names: await tagOf(namesOf(client).offered()),
    sessions: await tagOf(sessionsOf(client).offered())
  }
}

describe("the Account view's features on a network without them", () => {
  it("does not offer Buy on a network where nothing can be bought", async () => {
    const { client, view } = await accountOnUnservedChain()
    expect((await refusals(client)).onramp).toBe("OnrampNetworkUnsupported")
    expect(within(view).queryByRole("button", { name: "Buy" })).toBeNull()
  })

  it("does not offer Register a name on a network without names", async () => {
    const { client, view } = await accountOnUnservedChain()
    expect((await refusals(client)).names).toBe("NamesNetworkUnsupported")
    expect(within(view).queryByRole("button", { name: "Register a name" })).toBeNull()
  })

  it("does not offer Sessions on a network without smart sessions", async () => {
    const { client, view } = await accountOnUnservedChain()
    expect((await refusals(client)).sessions).toBe("SessionsNetworkUnsupported")
    expect(within(view).queryByRole("button", { name: "Sessions" })).toBeNull()
  })

  it("offers names and sessions on the local chain, which has them (Buy: see the onramp e2e, whose world has a provider)", async () => {
    const wallet = local.announced(4)
    const client = await act(() => renderConnected(local.world(), wallet))
    await act(() => client.open())
    const view = await screen.findByTestId("account-view")
    // This world's data API has no onramp provider, so nothing can be bought even here.
    expect(await refusals(client)).toEqual({
      onramp: "OnrampNetworkUnsupported",
      names: "offered",
      sessions: "offered"
    })
    await within(view).findByRole("button", { name: "Register a name" })
    await within(view).findByRole("button", { name: "Sessions" })
    expect(within(view).queryByRole("button", { name: "Buy" })).toBeNull()
  })
})
