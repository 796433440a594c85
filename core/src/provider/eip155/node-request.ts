import { Schema } from "effect"
import { getHttpRpcClient } from "viem/utils"
import { RPC_TIMEOUT_MS } from "../../constants.js"
import { ProviderErrorCode, ProviderRpcError } from "../provider-error.js"

/** A JSON-RPC answer, as the node sends it (untrusted: decoded before use). */
const RpcAnswer = Schema.Union([
  Schema.Struct({
    error: Schema.Struct({ code: Schema.Number, message: Schema.String, data: Schema.optional(Schema.Unknown) })
  }),
  Schema.Struct({ result: Schema.Unknown })
])
const decodeAnswer = Schema.decodeUnknownOption(RpcAnswer)

/**
 * A read sent to the network's node as it is. The node's own error (code, message, revert
 * data) reaches the dApp unchanged, as it would through a wallet.
 */
export const nodeRequest = async (
  rpcUrl: string,
  method: string,
  params: ReadonlyArray<unknown> | object | undefined
) => {
  const unreachable = (details: string) =>
    new ProviderRpcError({
      code: ProviderErrorCode.internal,
      text: `The network's RPC did not answer ${method}`,
      data: { details }
    })
  const answer = await getHttpRpcClient(rpcUrl, { timeout: RPC_TIMEOUT_MS })
    .request({ body: { method, ...(params === undefined ? {} : { params }) } })
    .catch((error: unknown) => {
      throw unreachable(error instanceof Error ? error.message : String(error))
    })
  const decoded = decodeAnswer(answer)
  if (decoded._tag === "None") throw unreachable("the answer is not JSON-RPC")
  if ("error" in decoded.value) {
    const { code, message, data } = decoded.value.error
    throw new ProviderRpcError({ code, text: message, ...(data === undefined ? {} : { data }) })
  }
  return decoded.value.result
}
