import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { TokenBalanceUnavailable, TransactionsFetchFailed } from "../errors.js"
import type { Modal } from "./modal.js"
import { initialModalState } from "./modal-state.js"
import type { Outcome } from "./outcomes.js"
import { present } from "./presenter.js"
import type { Router } from "./router.js"
import { initialRouterState } from "./router-state.js"
import { makeStore } from "./store.js"
import type { Toast } from "./toast.js"
import { initialToastState } from "./toast-state.js"

/** A screen that records what the presenter asks of it, with the modal open or closed. */
const recordingScreen = (open: boolean) => {
  const calls: Array<ReadonlyArray<unknown>> = []
  const record = (...call: ReadonlyArray<unknown>) => Effect.sync(() => void calls.push(call))
  const router: Router["Service"] = {
    store: makeStore(initialRouterState),
    push: (view) => record("router.push", view),
    reset: (view) => record("router.reset", view),
    replace: (view) => record("router.replace", view),
    back: () => Effect.as(record("router.back"), "popped" as const),
    pushTransactionStack: (view) => record("router.pushTransactionStack", view)
  }
  const modal: Modal["Service"] = {
    store: makeStore({ ...initialModalState, open }),
    open: (options) => record("modal.open", options?.view, options?.data),
    close: () => Effect.as(record("modal.close"), true),
    back: () => record("modal.back"),
    shake: () => record("modal.shake"),
    cancelSignIn: () => record("modal.cancelSignIn"),
    closingDisabled: () => false
  }
  const toast: Toast["Service"] = {
    store: makeStore(initialToastState),
    show: (variant, message) => record("toast.show", variant, message),
    showError: (error) => record("toast.error", error._tag),
    showNotice: (variant, notice) => record("toast.notice", variant, notice),
    hide: () => record("toast.hide")
  }
  return { screen: { router, modal, toast }, calls }
}

const shown = (outcome: Outcome, open = true) => {
  const { screen, calls } = recordingScreen(open)
  Effect.runSync(present(screen)(outcome))
  return calls
}

const error = (_tag: string) => ({ _tag, message: `${_tag} happened` })
const connected = { _tag: "Connected", signingIn: false, activeConnected: true, unsupportedChain: false } as const
const unsupported = {
  _tag: "UnsupportedNetwork",
  networkSwitching: true,
  allowUnsupportedChain: false,
  basic: false
} as const

describe("presenter", () => {
  it.each<[string, Outcome, boolean, ReadonlyArray<ReadonlyArray<unknown>>]>([
    ["a send started: Account alone", { _tag: "SendStarted" }, true, [["router.pushTransactionStack", "Account"]]],
    ["a send sent", { _tag: "SendSubmitted" }, true, [["toast.notice", "success", "transactionStarted"]]],
    ["a send declined", { _tag: "SendFailed", declined: true }, true, [["toast.notice", "error", "sendDeclined"]]],
    ["a send failed", { _tag: "SendFailed", declined: false }, true, [["toast.notice", "error", "sendFailed"]]],
    ["a swap sent", { _tag: "SwapSubmitted" }, false, [["toast.notice", "success", "transactionStarted"]]],
    ["connected: the modal closes", connected, true, [["modal.close"]]],
    ["connected, modal closed", connected, false, []],
    ["connected, signing in", { ...connected, signingIn: true }, true, []],
    ["connected, active namespace without a session", { ...connected, activeConnected: false }, true, []],
    ["connected on an unsupported chain", { ...connected, unsupportedChain: true }, true, []],
    ["unsupported network", unsupported, false, [["modal.open", "UnsupportedChain", undefined]]],
    ["unsupported network, switching off", { ...unsupported, networkSwitching: false }, true, []],
    ["unsupported network, allowed", { ...unsupported, allowUnsupportedChain: true }, true, []],
    ["unsupported network, basic session", { ...unsupported, basic: true }, true, []],
    [
      "a wallet needed for the namespace",
      { _tag: "WalletNeeded", namespace: "solana" },
      true,
      [["modal.open", "Connect", { namespace: "solana" }]]
    ],
    [
      "auth: something went wrong",
      { _tag: "AuthFailed", error: error("SomethingWentWrong") },
      true,
      [["toast.error", "SomethingWentWrong"]]
    ],
    [
      "auth: the frame cannot start",
      { _tag: "AuthFailed", error: error("AuthInitializationFailed") },
      true,
      [["toast.error", "AuthInitializationFailed"]]
    ],
    [
      "auth: configuration refused",
      { _tag: "AuthFailed", error: error("InvalidAppConfiguration") },
      true,
      [["toast.error", "InvalidAppConfiguration"]]
    ],
    ["auth: another failure, no toast", { _tag: "AuthFailed", error: error("CooldownActive") }, true, []],
    ["auth session ended", { _tag: "AuthSessionEnded" }, true, [["router.reset", "Connect"]]],
    [
      "history unavailable",
      { _tag: "HistoryUnavailable", error: new TransactionsFetchFailed({}) },
      true,
      [["toast.error", "TransactionsFetchFailed"]]
    ],
    [
      "balances unavailable",
      { _tag: "BalancesUnavailable", error: new TokenBalanceUnavailable({}), quiet: false },
      true,
      [["toast.error", "TokenBalanceUnavailable"]]
    ],
    [
      "balances unavailable, quietly",
      { _tag: "BalancesUnavailable", error: new TokenBalanceUnavailable({}), quiet: true },
      true,
      []
    ],
    ["a request refused", { _tag: "RequestRefused" }, false, [["toast.notice", "error", "actionNotAllowed"]]],
    [
      "configuration refused",
      { _tag: "ConfigurationRefused", error: error("InvalidAppConfiguration") },
      false,
      [["toast.error", "InvalidAppConfiguration"]]
    ],
    ["sign-in needed, modal open", { _tag: "SignInNeeded" }, true, [["router.reset", "SIWXSignMessage"]]],
    ["sign-in needed, modal closed", { _tag: "SignInNeeded" }, false, [["modal.open", "SIWXSignMessage", undefined]]],
    ["sign-in failed, modal open", { _tag: "SignInFailed" }, true, [["router.reset", "SIWXSignMessage"]]],
    ["sign-in failed, modal closed", { _tag: "SignInFailed" }, false, []],
    ["signed in, modal open", { _tag: "SignedIn" }, true, [["modal.close"]]],
    ["signed in, modal closed", { _tag: "SignedIn" }, false, []]
  ])("%s", (_name, outcome, open, expected) => {
    expect(shown(outcome, open)).toEqual(expected)
  })
})
