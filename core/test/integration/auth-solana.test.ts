import { describe, expect, it } from "vitest"
import { mailReader, stateReaches, setUpAuthWorld } from "./auth-support.js"

const world = setUpAuthWorld({ solana: true })

const { nextWith } = mailReader(world)

describe("the embedded wallet on Solana (the auth connector through the solana adapter)", () => {
  it("one email login connects the EVM and the Solana account of the frame's wallet; switching to the cluster shows the Solana one", async () => {
    const email = "ada.solana@example.com"
    const client = world.client({ device: "ada-solana" })
    await client.auth.connectEmail(email)
    const link = await nextWith(email, 0, "approvalUrl")
    await fetch(link.value)
    await stateReaches(client, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
    await client.auth.submitOtp((await nextWith(email, link.id, "otp")).value)

    const { chains, connection } = client.getState()
    expect(chains.chains.eip155?.account).toMatchObject({
      status: "connected",
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)
    })
    expect(chains.chains.solana?.account).toMatchObject({
      status: "connected",
      address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    })
    expect(connection.activeConnectorIds).toMatchObject({ eip155: "auth", solana: "auth" })

    await client.switchNetwork(world.solana.caipNetworkId)
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe(world.solana.caipNetworkId)
    expect(client.getState().chains.chains.solana?.account.caipAddress).toBe(
      `${world.solana.caipNetworkId}:${client.getState().chains.chains.solana?.account.address}`
    )

    // One sign-out ends both namespaces.
    await client.disconnect("solana")
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().chains.chains.solana?.account.status).toBe("disconnected")
  })
})
