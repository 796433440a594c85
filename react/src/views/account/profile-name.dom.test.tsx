// The Account view's name from the data API's profiles, answered in the real API's shapes (the
// local data API writes them so: addresses by coin type, attributes an object or null, a
// registration answered by the profile). See vitest.config.ts: *.dom.test.tsx.
import { namesOf } from "@gangway/core"
import { act, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderConnected } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"

const local = setUpLocalWorld()

describe("the Account view's name profile", () => {
  it("registers a name (the API answers with its profile) and shows it from the reverse lookup's profile", async () => {
    const wallet = local.announced(6)
    const client = await act(() => renderConnected(local.world(), wallet))
    await act(() => client.open())
    await screen.findByTestId("account-view")
    const names = namesOf(client)
    await expect(act(() => names.register("marina", { bio: "sails on weekends" }))).resolves.toBe("marina.reown.id")
    await expect(act(() => names.refresh())).resolves.toBe("marina.reown.id")
    await waitFor(() => expect(screen.getByTestId("account-name").textContent).toContain("marina.reown.id"))
  })
})
