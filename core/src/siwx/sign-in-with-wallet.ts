import { Clock, Effect } from "effect"
import type { Chains } from "../controllers/chain.js"
import type { Modal } from "../controllers/modal.js"
import type { Outcomes } from "../controllers/outcomes.js"
import type { Router } from "../controllers/router.js"
import type { SignIn } from "../controllers/sign-in.js"
import type { SiwxSession } from "../domain/siwx.js"
import { NoActiveCaipAddress, SiwxNotEnabled, SmartAccountUnsupported } from "../errors.js"
import { checkedMessage } from "./checked-message.js"
import { SiwxSignatureInvalid } from "./errors.js"
import type { providerCalls } from "./provider-calls.js"
import { siteNetworkIds, type SignInTarget } from "./sign-in-target.js"

/**
 * `SignInFlow.signIn`: the provider's message for the active account, checked before the wallet
 * signs it, the signature verified, the session handed to the provider and kept. A failure goes
 * back to the sign-in view; a cancel meanwhile drops the result.
 */
export const makeSignInWithWallet = (deps: {
  readonly calls: ReturnType<typeof providerCalls> | undefined
  readonly target: Effect.Effect<SignInTarget | undefined>
  readonly keep: (session: SiwxSession, normalize: (address: string) => string) => Effect.Effect<void>
  readonly site: { readonly domain: string; readonly origin: string }
  readonly chains: Chains["Service"]
  readonly modal: Modal["Service"]
  readonly router: Router["Service"]
  readonly outcomes: Outcomes["Service"]
  readonly store: SignIn["Service"]["store"]
}) =>
  Effect.fn("SignInFlow.signIn")(function* () {
    const { calls, chains, modal, router, outcomes, store } = deps
    if (calls === undefined) return yield* new SiwxNotEnabled()
    const found = yield* deps.target
    if (found === undefined) {
      return chains.activeAccount()?.address === undefined
        ? yield* new NoActiveCaipAddress()
        : yield* new SiwxNotEnabled()
    }
    const onView = modal.store.get().open
    yield* store.update((state) => ({ ...state, status: "signing" as const, error: undefined }))
    if (onView) yield* router.reset("ConnectingSiwe")
    const attempt = Effect.gen(function* () {
      const issuedAt = new Date(yield* Clock.currentTimeMillis).toISOString()
      const request = { accountAddress: found.address, chainId: found.network.caipNetworkId, issuedAt }
      // The message names the account and network being signed in, whatever the provider wrote there.
      const fields = {
        ...(yield* calls.createMessage(request)),
        accountAddress: request.accountAddress,
        chainId: request.chainId
      }
      // Checked before the wallet is asked: a message the site must refuse is never signed.
      const { data, message } = yield* checkedMessage(fields, {
        ...deps.site,
        chains: siteNetworkIds(chains),
        now: yield* Clock.currentTimeMillis
      })
      // A contract account that cannot sign (or whose signature the chain does not accept) is told so.
      const smart = found.accountType === "smartAccount"
      const signature = yield* found.signIn
        .sign(found.session, found.network, found.address, message)
        .pipe(
          Effect.mapError((error) =>
            smart && error._tag !== "SignatureDeclined"
              ? new SmartAccountUnsupported({ details: error.message })
              : error
          )
        )
      const valid = yield* found.signIn.verify(found.network, found.address, message, signature)
      if (!valid)
        return yield* smart
          ? new SmartAccountUnsupported({ details: "the signature did not verify" })
          : new SiwxSignatureInvalid({})
      return { data, message, signature } satisfies SiwxSession
    })
    const session = yield* attempt.pipe(
      Effect.tap((session) => calls.addSession(session)),
      Effect.tapError((error) =>
        Effect.gen(function* () {
          // Cancelled meanwhile: the view is gone; nothing to show.
          if (store.get().status !== "signing") return
          yield* store.update((state) => ({ ...state, status: "needed" as const, error }))
          yield* outcomes.report({ _tag: "SignInFailed" })
        })
      )
    )
    // Cancelled while the wallet signed: the person gave up, the signature is not kept.
    if (store.get().status !== "signing") return session
    yield* deps.keep(session, found.normalize)
    yield* outcomes.report({ _tag: "SignedIn" })
    return session
  })
