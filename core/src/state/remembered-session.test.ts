// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest"
import { StorageKeys } from "../domain/storage-keys.js"
import { memoryBackend } from "../services/storage/storage.js"
import { hasRememberedSession, rememberedNetworkId } from "./remembered-session.js"

afterEach(() => localStorage.clear())

describe("hasRememberedSession", () => {
  it("reads the connected connectors key of the browser's storage", () => {
    expect(hasRememberedSession(undefined)).toBe(false)
    localStorage.setItem(StorageKeys.connectedConnectorIds, JSON.stringify({ eip155: "walletConnect" }))
    expect(hasRememberedSession(undefined)).toBe(true)
    expect(hasRememberedSession("browser")).toBe(true)
    expect(hasRememberedSession("memory")).toBe(false)
  })

  it("reads a storage backend the dApp gives, and treats one that throws as empty", () => {
    const backend = memoryBackend()
    expect(hasRememberedSession(backend)).toBe(false)
    backend.setItem(StorageKeys.connectedConnectorIds, "{}")
    expect(hasRememberedSession(backend)).toBe(true)
    const blocked = {
      ...backend,
      getItem: () => {
        throw new Error("SecurityError")
      }
    }
    expect(hasRememberedSession(blocked)).toBe(false)
  })

  it("reads the network the visitor last used", () => {
    expect(rememberedNetworkId(undefined)).toBeUndefined()
    localStorage.setItem(StorageKeys.activeCaipNetworkId, "eip155:1")
    expect(rememberedNetworkId("browser")).toBe("eip155:1")
    expect(rememberedNetworkId("memory")).toBeUndefined()
  })
})
