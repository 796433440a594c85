import { pad, type Address, type Hex } from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { AccountActivity } from "../adapter.js"
import type { EvmRpc } from "./rpc.js"

/** keccak256("Transfer(address,address,uint256)"): ERC20 transfers (and ERC721's, which share it). */
const TRANSFER_TOPIC: Hex = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"

/** At most this many blocks are searched for transfers at once; a longer gap counts as activity. */
const ACTIVITY_LOG_BLOCKS = 1_000n

/**
 * What happened to `address` since block `since`: the newest block and whether a token
 * moved to or from it in between. Only the logs' count is read (rpc-answers.ts refuses an
 * answer that is not a list of logs). Native coin changes are the caller's to read.
 */
export const evmAccountActivity = (rpc: EvmRpc) => (network: CaipNetwork, address: string, since: string | undefined) =>
  rpc.read(network, async (client): Promise<AccountActivity> => {
    const through = await client.getBlockNumber({ cacheTime: 0 })
    const last = since === undefined ? undefined : BigInt(since)
    if (last === undefined || through <= last)
      return { through: through.toString(), moved: last !== undefined && through < last }
    if (through - last > ACTIVITY_LOG_BLOCKS) return { through: through.toString(), moved: true }
    const account = pad(address as Address)
    const range = { fromBlock: `0x${(last + 1n).toString(16)}` as Hex, toBlock: `0x${through.toString(16)}` as Hex }
    const [incoming, outgoing] = await Promise.all([
      client.request({ method: "eth_getLogs", params: [{ ...range, topics: [TRANSFER_TOPIC, null, account] }] }),
      client.request({ method: "eth_getLogs", params: [{ ...range, topics: [TRANSFER_TOPIC, account] }] })
    ])
    return { through: through.toString(), moved: incoming.length + outgoing.length > 0 }
  })
