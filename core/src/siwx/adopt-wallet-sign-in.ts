import { Clock, Effect } from "effect"
import type { Adapters } from "../adapters/registry.js"
import type { Chains } from "../controllers/chain.js"
import type { SignIn } from "../controllers/sign-in.js"
import type { SiwxSession } from "../domain/siwx.js"
import { SiwxMessageRefused, SiwxSignatureInvalid } from "./errors.js"
import { readSignInMessage, signInMessageProblems } from "./message-rules.js"
import type { providerCalls } from "./provider-calls.js"
import { siteNetworkIds } from "./sign-in-target.js"

/**
 * A sign-in the wallet gave while connecting (WalletConnect one-click), checked and handed to the
 * provider; one that fails a check is logged and not kept.
 */
export const makeAdoptWalletSignIn =
  (deps: {
    readonly calls: ReturnType<typeof providerCalls> | undefined
    readonly adapters: Adapters["Service"]
    readonly chains: Chains["Service"]
    readonly signIn: SignIn["Service"]
    readonly site: { readonly domain: string; readonly origin: string }
  }) =>
  (session: SiwxSession) =>
    Effect.gen(function* () {
      const { calls, chains } = deps
      if (calls === undefined) return
      const network = Object.values(chains.store.get().chains)
        .flatMap((chain) => chain?.caipNetworks ?? [])
        .find((item) => item.caipNetworkId === session.data.chainId)
      if (network === undefined) return
      const adapter = yield* deps.adapters.get(network.chainNamespace)
      if (adapter.signIn === undefined) return
      // The wallet wrote this text: it is read strictly and held to the rules, and its data is what it says.
      const read = readSignInMessage(session.message)
      if ("problem" in read)
        return yield* new SiwxMessageRefused({ reason: read.problem.rule, details: read.problem.details })
      const broken = signInMessageProblems(read.data, {
        ...deps.site,
        chains: siteNetworkIds(chains),
        now: yield* Clock.currentTimeMillis
      })[0]
      if (broken !== undefined) return yield* new SiwxMessageRefused({ reason: broken.rule, details: broken.details })
      if (
        read.data.chainId !== session.data.chainId ||
        read.data.accountAddress.toLowerCase() !== session.data.accountAddress.toLowerCase()
      ) {
        return yield* new SiwxMessageRefused({
          reason: "address",
          details: "the message signs in another account or network than the wallet's"
        })
      }
      const valid = yield* adapter.signIn.verify(network, read.data.accountAddress, session.message, session.signature)
      if (!valid) return yield* new SiwxSignatureInvalid({})
      const kept = { ...session, data: read.data }
      yield* calls.addSession(kept)
      yield* deps.signIn.store.update((state) => ({ ...state, sessions: [...state.sessions, kept] }))
    }).pipe(
      Effect.catch((error) => Effect.logWarning(`The sign-in signed while connecting was not kept: ${error.message}`))
    )
