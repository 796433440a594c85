import { describe, expect, it } from "vitest"
import { SOCIAL_PROVIDERS } from "../../src/constants.js"
import type { PopupWindow } from "../../src/controllers/auth/auth-flows.js"
import { StorageKeys } from "../../src/domain/storage-keys.js"
import { memoryBackend, type StorageBackend } from "../../src/services/storage/storage.js"
import { mailReader, stateReaches, setUpAuthWorld } from "./auth-support.js"

const world = setUpAuthWorld()

const { nextWith, lastMailId } = mailReader(world)

/** Logs `email` in on `device`, reading the mails as the person would. */
const logIn = async (email: string, device: string, storage: StorageBackend = memoryBackend()) => {
  const client = world.client({ device, storage })
  const after = await lastMailId(email)
  await client.auth.connectEmail(email)
  let from = after
  if (
    client.getState().auth.step.kind === "email" &&
    (client.getState().auth.step as { action: string }).action === "VERIFY_DEVICE"
  ) {
    const link = await nextWith(email, after, "approvalUrl")
    await fetch(link.value)
    from = link.id
    await stateReaches(client, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
  }
  await client.auth.submitOtp((await nextWith(email, from, "otp")).value)
  return client
}

/**
 * The person in the social login window: the provider's login page filled in and sent, its
 * redirects followed (cookies kept) until the auth service's callback has the code.
 */
const personInPopup = (userName: string) => {
  let closed = false
  const jar = new Map<string, string>()
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") }
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";")
      const at = pair.indexOf("=")
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  const login = async (start: string) => {
    let url = start
    let response = await go(url)
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location")!, url).href
      response = await go(url)
    }
    // The login page: the person types a username and presses Sign in.
    response = await go(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `login=${encodeURIComponent(userName)}`
    })
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location")!, url).href
      response = await go(url)
    }
    // Apple answers with a page whose form posts back to the service (`form_post`): the browser submits it.
    const page = await response.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
    if (action !== undefined) {
      const fields = new URLSearchParams()
      for (const [, name = "", value = ""] of page.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
        fields.set(name, value)
      await go(action.replace(/&amp;/g, "&"), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: fields.toString()
      })
    }
    closed = true
  }
  const popup: PopupWindow & { done?: Promise<void> } = {
    get closed() {
      return closed
    },
    close: () => {
      closed = true
    },
    location: {
      set href(uri: string) {
        popup.done = login(uri)
      },
      get href() {
        return "about:blank"
      }
    }
  }
  return popup
}

describe("auth sessions against the local auth site", () => {
  it("sign-out ends the frame's session and clears the login cache", async () => {
    const storage = memoryBackend()
    const client = await logIn("ada.lovelace@example.com", "ada-desktop", storage)
    expect(storage.getItem(StorageKeys.emailLoginUsed)).toBe("true")
    await client.disconnect()
    for (const key of [
      StorageKeys.emailLoginUsed,
      StorageKeys.email,
      StorageKeys.lastUsedChain,
      StorageKeys.socialUsername
    ]) {
      expect(storage.getItem(key)).toBeNull()
    }
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().auth.user).toBeUndefined()
    // The next page of this browser does not even load the frame: not connected.
    const next = world.client({ device: "ada-desktop", storage })
    expect(await next.ready).toBe(false)
  })

  it("a reload restores the session from the frame (same browser, same app storage)", async () => {
    const storage = memoryBackend()
    const client = await logIn("alan@example.com", "alan-desktop", storage)
    const address = client.getState().chains.chains.eip155?.account.address
    await client.destroy()
    const reloaded = world.client({ device: "alan-desktop", storage })
    await reloaded.ready
    expect(reloaded.getState().chains.chains.eip155?.account).toMatchObject({ status: "connected", address })
    expect(reloaded.getState().auth.user?.email).toBe("alan@example.com")
  })

  it("a frame that says not connected at start-up clears the cached login", async () => {
    const storage = memoryBackend()
    const client = await logIn("barbara@example.com", "barbara-desktop", storage)
    await client.destroy()
    // Another browser (a frame without that session) with this app storage.
    const elsewhere = world.client({ device: "barbara-phone", storage })
    expect(await elsewhere.ready).toBe(false)
    expect(storage.getItem(StorageKeys.emailLoginUsed)).toBeNull()
    expect(storage.getItem(StorageKeys.email)).toBeNull()
  })

  it("changes the email: a code to the current address, then one to the new; the new email stored", async () => {
    const storage = memoryBackend()
    const client = await logIn("edsger@example.com", "edsger-desktop", storage)
    const oldAfter = await lastMailId("edsger@example.com")
    const newAfter = await lastMailId("edsger.d@example.com")
    await client.auth.updateEmail("edsger.d@example.com")
    expect(client.getState().auth.step).toMatchObject({ kind: "update-email", action: "VERIFY_PRIMARY_OTP" })
    await client.auth.submitUpdateOtp((await nextWith("edsger@example.com", oldAfter, "otp")).value)
    expect(client.getState().auth.step).toMatchObject({ kind: "update-email", action: "VERIFY_SECONDARY_OTP" })
    await client.auth.submitUpdateOtp((await nextWith("edsger.d@example.com", newAfter, "otp")).value)
    expect(client.getState().auth.user?.email).toBe("edsger.d@example.com")
    expect(storage.getItem(StorageKeys.email)).toBe("edsger.d@example.com")
    expect(storage.getItem(StorageKeys.emailLoginUsed)).toBe("true")
    expect(client.getState().router.view).toBe("Account")
  })

  it.each(SOCIAL_PROVIDERS)("logs in with %s through the OIDC provider's login page", async (provider) => {
    const storage = memoryBackend()
    const client = world.client({ device: `social-${provider}`, storage })
    const popup = personInPopup(`ada-${provider}`)
    await client.auth.connectSocial(provider, popup)
    await popup.done
    expect(client.getState().chains.chains.eip155?.account.status).toBe("connected")
    expect(client.getState().auth.user).toMatchObject({ userName: `ada-${provider}`, socialProvider: provider })
    expect(storage.getItem(StorageKeys.socialUsername)).toBe(`ada-${provider}`)
    expect(storage.getItem(StorageKeys.emailLoginUsed)).toBe("true")
  })

  it("the person closes the login window without signing in: SocialLoginClosed once an answer after the close is still pending twice", async () => {
    const client = world.client({ device: "closed-window" })
    let asked = 0
    const popup: PopupWindow = {
      closed: true,
      close: () => undefined,
      location: {
        set href(_uri: string) {
          asked++
        },
        get href() {
          return "about:blank"
        }
      }
    }
    await expect(client.auth.connectSocial("github", popup)).rejects.toMatchObject({ _tag: "SocialLoginClosed" })
    expect(asked).toBe(1)
    expect(client.getState().chains.chains.eip155?.account.status).not.toBe("connected")
  })

  it("a blocked login window is a typed error and the view offers to open it again", async () => {
    const client = world.client({ device: "blocked" })
    await expect(client.auth.connectSocial("github", null)).rejects.toMatchObject({ _tag: "PopupBlocked" })
    expect(client.getState().auth.step).toEqual({ kind: "social", provider: "github", popupBlocked: true })
    expect(client.getState().router.view).toBe("ConnectingSocial")
  })

  it("refuses a provider that is not one of the six", async () => {
    const client = world.client({ device: "myspace" })
    await expect(client.auth.connectSocial("myspace", personInPopup("x"))).rejects.toMatchObject({
      _tag: "InvalidInput"
    })
  })
})
