import { Effect } from "effect"
import { stringToHex, type Address, type Hex } from "viem"
import { createSiweMessage, parseSiweMessage } from "viem/siwe"
import type { SiwxMessageData } from "../../domain/siwx.js"
import { InvalidInput } from "../../errors.js"
import type { SignInAdapter } from "../sign-in.js"
import type { EvmRpc } from "./rpc.js"

const dateOf = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso))

/** EIP-4361 text through viem/siwe; the CAIP-2 chain id becomes the message's numeric Chain ID. */
const buildMessage = (data: SiwxMessageData): string =>
  createSiweMessage({
    address: data.accountAddress as Address,
    chainId: Number(data.chainId.slice(data.chainId.indexOf(":") + 1)),
    domain: data.domain,
    uri: data.uri,
    version: "1",
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    ...(data.statement === undefined ? {} : { statement: data.statement }),
    ...(data.expirationTime === undefined ? {} : { expirationTime: dateOf(data.expirationTime) }),
    ...(data.notBefore === undefined ? {} : { notBefore: dateOf(data.notBefore) }),
    ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] })
  })

const isoOf = (date: Date | undefined) => (date === undefined ? undefined : date.toISOString())

const parseMessage = (message: string) =>
  Effect.suspend(() => {
    const parsed = parseSiweMessage(message)
    const { address, chainId, domain, uri, nonce, issuedAt } = parsed
    if (address === undefined || chainId === undefined || domain === undefined || uri === undefined || nonce === undefined || issuedAt === undefined) {
      return Effect.fail(new InvalidInput({ field: "sign-in message", reason: "it is not an EIP-4361 message" }))
    }
    const expirationTime = isoOf(parsed.expirationTime)
    const notBefore = isoOf(parsed.notBefore)
    return Effect.succeed<SiwxMessageData>({
      accountAddress: address,
      chainId: `eip155:${chainId}`,
      domain,
      uri,
      version: "1",
      nonce,
      issuedAt: issuedAt.toISOString(),
      ...(parsed.statement === undefined ? {} : { statement: parsed.statement }),
      ...(expirationTime === undefined ? {} : { expirationTime }),
      ...(notBefore === undefined ? {} : { notBefore }),
      ...(parsed.requestId === undefined ? {} : { requestId: parsed.requestId }),
      ...(parsed.resources === undefined ? {} : { resources: parsed.resources })
    })
  })

/**
 * EIP-4361 sign-in: the wallet signs with `personal_sign` (whatever connects it: injected,
 * WalletConnect, the local signer); the check goes through the chain, so a contract account's
 * signature (ERC-1271, ERC-6492 before deployment) is accepted as well as a key's.
 */
export const eip155SignIn = (rpc: EvmRpc): SignInAdapter => ({
  buildMessage,
  parseMessage,
  sign: (session, _network, address, message) =>
    session.request("personal_sign", [stringToHex(message), address]).pipe(Effect.map((signature) => String(signature))),
  verify: (network, address, message, signature) =>
    rpc.read(network, (client) => client.verifyMessage({ address: address as Address, message, signature: signature as Hex }))
})
