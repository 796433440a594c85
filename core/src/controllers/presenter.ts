import { Effect, Layer } from "effect"
import { Modal } from "./modal.js"
import { Outcomes, type Outcome } from "./outcomes.js"
import { Router } from "./router.js"
import { Toast } from "./toast.js"

/** Auth failures that are also a toast (SPEC §8): 'Something went wrong', and a frame that cannot start. */
const AUTH_TOASTS: ReadonlyArray<string> = ["SomethingWentWrong", "AuthInitializationFailed", "InvalidAppConfiguration"]

/** What the presenter drives. */
export interface Screen {
  readonly router: Router["Service"]
  readonly modal: Modal["Service"]
  readonly toast: Toast["Service"]
}

/**
 * The one place an outcome becomes navigation and toasts (SPEC §2, §8). The modal's state is
 * read when the outcome is shown, so it is what the reporting action sees at that moment.
 */
export const present =
  ({ router, modal, toast }: Screen) =>
  (outcome: Outcome): Effect.Effect<void> =>
    Effect.suspend(() => {
      const open = modal.store.get().open
      switch (outcome._tag) {
        // SPEC §2: after a send starts, Account is the only view, with no back option.
        case "SendStarted":
          return router.pushTransactionStack("Account")
        case "SendSubmitted":
        case "SwapSubmitted":
          return toast.showNotice("success", "transactionStarted")
        // Declined in the wallet says so; the spec's toast is for real failures.
        case "SendFailed":
          return toast.showNotice("error", outcome.declined ? "sendDeclined" : "sendFailed")
        // Connected, nothing left to do in the modal: it closes (a sign-in keeps it on its view).
        case "Connected":
          return !outcome.signingIn && open && outcome.activeConnected && !outcome.unsupportedChain
            ? Effect.asVoid(modal.close())
            : Effect.void
        // SPEC §2: only when switching is on, unsupported chains are not allowed, and no basic WC session.
        case "UnsupportedNetwork":
          return outcome.networkSwitching && !outcome.allowUnsupportedChain && !outcome.basic
            ? modal.open({ view: "UnsupportedChain" })
            : Effect.void
        // Offer the wallets of the namespace just made active.
        case "WalletNeeded":
          return modal.open({ view: "Connect", data: { namespace: outcome.namespace } })
        case "AuthFailed":
          return AUTH_TOASTS.includes(outcome.error._tag) ? toast.showError(outcome.error) : Effect.void
        case "AuthSessionEnded":
          return router.reset("Connect")
        case "HistoryUnavailable":
        case "ConfigurationRefused":
          return toast.showError(outcome.error)
        case "BalancesUnavailable":
          return outcome.quiet ? Effect.void : toast.showError(outcome.error)
        // A refused request is also said in the modal's words, where the person sees it (SPEC §8).
        case "RequestRefused":
          return toast.showNotice("error", "actionNotAllowed")
        case "SignInNeeded":
          return open ? router.reset("SIWXSignMessage") : modal.open({ view: "SIWXSignMessage" })
        case "SignInFailed":
          return open ? router.reset("SIWXSignMessage") : Effect.void
        case "SignedIn":
          return open ? Effect.asVoid(modal.close()) : Effect.void
      }
    })

/** The presenter behind `Outcomes`: each outcome shown within the effect that reports it. */
export const presenterLayer = Layer.effect(
  Outcomes,
  Effect.gen(function* () {
    const report = present({ router: yield* Router, modal: yield* Modal, toast: yield* Toast })
    return { report }
  })
)
