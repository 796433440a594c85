// Swaps whose data API sets no gas, as the real Blockchain API answers: build-approve carries only
// `eip155.gasPrice`, and build-transaction's `eip155` may be null. The core estimates the gas
// from the chain (eth_estimateGas) for the preview's fee and for the transactions it sends.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { createLocalSigner } from "@gangway/fixtures"
import { encodeFunctionData, erc20Abi, maxUint256, parseUnits, type Address, type Hash } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { swapsOf } from "../../src/controllers/swap/index.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })

const key = (index: number) => world.chain.accounts[index]!.privateKey
const reader = () => createLocalSigner({ rpcUrl: world.chain.rpcUrl }).publicClient
const tokenOf = (token: Address, of: Address) =>
  reader().readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [of] })
const sentTransaction = (hash: string) => reader().getTransaction({ hash: hash as Hash })

const connected = async (index: number, dataApi = world.apiUrls().dataApi) => {
  const client = world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl)],
      projectId: "gangway-tests",
      apiUrls: { ...world.apiUrls(), dataApi },
      storage: "memory",
      platform: desktop,
      localSigner: { privateKey: key(index) }
    })
  )
  await client.connect("local-signer")
  return swapsOf(client)
}

/** The local data API behind a loopback proxy that writes build-transaction's `eip155` as null (the server's `Option` without a value). */
const proxies: Server[] = []
const withoutSwapGas = async (): Promise<string> => {
  const target = world.apiUrls().dataApi
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = chunks.length === 0 ? undefined : Buffer.concat(chunks)
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name === "content-type")
    ) as Record<string, string>
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method ?? "GET",
      headers,
      ...(body === undefined ? {} : { body })
    })
    let text = await answer.text()
    if (request.url?.startsWith("/v1/convert/build-transaction") && answer.ok) {
      const json = JSON.parse(text) as { tx: Record<string, unknown> }
      text = JSON.stringify({ tx: { ...json.tx, eip155: null } })
    }
    response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" })
    response.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  proxies.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
afterAll(() => Promise.all(proxies.map((server) => new Promise((resolve) => server.close(resolve)))))

describe("swap gas estimated from the chain where the data API sets none", () => {
  it("GWT → USDT needing an approval: the approval's gas is the chain's estimate, it approves the token paid, and the swap goes through", async () => {
    const swaps = await connected(5)
    const me = privateKeyToAccount(key(5)).address
    const { gwt, usdt, router } = world.chain.contracts
    const [gwtBefore, usdtBefore] = [await tokenOf(gwt, me), await tokenOf(usdt, me)]
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [router, maxUint256] })
    const chainEstimate = await reader().estimateGas({ account: me, to: gwt, data: approve })

    const preview = await swaps.preview({ from: "GWT", to: "USDT", amount: "12" })
    expect(preview.approval).toEqual({ gas: chainEstimate })
    expect(preview.fee).toBe((preview.gas + chainEstimate) * preview.gasPrice)

    const result = await swaps.swap(preview)
    const approval = await sentTransaction(result.approvalHash!)
    // The data API's answer names USDT as `to`: the approval still goes to GWT, the token paid.
    expect(approval.to?.toLowerCase()).toBe(gwt.toLowerCase())
    expect(approval.gas).toBe(chainEstimate)
    const swap = await sentTransaction(result.hash)
    expect(swap.to?.toLowerCase()).toBe(router.toLowerCase())
    expect(swap.value).toBe(0n)
    expect(await tokenOf(gwt, me)).toBe(gwtBefore - parseUnits("12", 18))
    expect((await tokenOf(usdt, me)) - usdtBefore).toBe(preview.toUnits)
  })

  it("build-transaction's eip155 null: the preview's fee and the swap sent use the chain's estimate", async () => {
    const swaps = await connected(6, await withoutSwapGas())
    const me = privateKeyToAccount(key(6)).address
    const preview = await swaps.preview({ from: "ETH", to: "GWT", amount: "0.5" })
    expect(preview.approval).toBeUndefined()
    expect(preview.gas).toBeGreaterThan(21_000n)
    expect(preview.fee).toBe(preview.gas * preview.gasPrice)
    const gwtBefore = await tokenOf(world.chain.contracts.gwt, me)
    const result = await swaps.swap(preview)
    const swap = await sentTransaction(result.hash)
    expect(swap.value).toBe(parseUnits("0.5", 18))
    expect(swap.gas).toBe(preview.gas)
    expect((await tokenOf(world.chain.contracts.gwt, me)) - gwtBefore).toBe(preview.toUnits)
  })
})
