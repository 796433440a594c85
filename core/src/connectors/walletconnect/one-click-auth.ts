import type { WalletConnectNamespace } from "./namespace-contract.js"
import { PAIRING_VALIDITY_MS } from "../../constants.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { SiwxSession } from "../../domain/siwx.js"

/** What a one-click sign-in takes from the sign-in provider. */
export interface WalletConnectSignInFields {
  readonly nonce: string
  readonly domain: string
  readonly uri: string
  readonly statement?: string | undefined
  readonly expirationTime?: string | undefined
}

type SignClient = Awaited<ReturnType<typeof import("@walletconnect/sign-client").SignClient.init>>
type Cacao = NonNullable<SignClient["session"]["values"][number]["authentication"]>[number]

/** The shortest expiry the WalletConnect protocol accepts for a request. */
const AUTH_REQUEST_MIN_TTL_S = 300

/** A sign-in request riding on the proposal: the provider's site and nonce, every eip155 network. */
export const authenticationRequest = async (
  networks: ReadonlyArray<CaipNetwork>,
  namespaces: ReadonlyArray<WalletConnectNamespace>,
  signInFields: (chainId: string) => Promise<WalletConnectSignInFields>
) => {
  const eip155 = namespaces.find((mapping) => mapping.namespace === "eip155")
  const chains = networks
    .filter((network) => network.chainNamespace === "eip155")
    .map((network) => network.caipNetworkId)
  const fields = await signInFields(chains[0] ?? "eip155:1")
  return {
    chains,
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    ...(fields.statement === undefined ? {} : { statement: fields.statement }),
    ...(fields.expirationTime === undefined ? {} : { exp: fields.expirationTime }),
    methods: [...(eip155?.methods ?? [])],
    // At least as long as the pairing URI that carries it; 300 s is the protocol's minimum.
    ttl: Math.max(PAIRING_VALIDITY_MS / 1000, AUTH_REQUEST_MIN_TTL_S)
  }
}

/** The sign-in a wallet returned with its approval, as a SIWX session. */
export const signInOf = (signClient: SignClient, cacao: Cacao): SiwxSession => ({
  data: {
    accountAddress: cacao.p.iss.split(":").at(-1) ?? "",
    chainId: cacao.p.iss.split(":").slice(2, 4).join(":"),
    domain: cacao.p.domain,
    uri: cacao.p.aud,
    nonce: cacao.p.nonce,
    issuedAt: cacao.p.iat,
    ...(cacao.p.exp === undefined ? {} : { expirationTime: cacao.p.exp })
  },
  message: signClient.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
  signature: cacao.s.s
})
