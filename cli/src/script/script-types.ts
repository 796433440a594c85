// What a script file holds once read: its steps, each as `gangway run` performs it (format.ts reads and checks them).

/** What a step may expect instead of success: an error with this tag (and message). */
export type ExpectedError = { readonly tag: string; readonly message?: string | undefined }

export interface HistoryMatch {
  /** A hash, or `$lastSend` for the hash of the script's last send or swap. */
  readonly hash?: string | undefined
  readonly symbol?: string | undefined
  readonly amount?: string | undefined
  readonly to?: string | undefined
}

interface Common {
  readonly name?: string | undefined
  readonly expectError?: ExpectedError | undefined
}

export type Step =
  | (Common & {
      readonly step: "connect"
      readonly wallet?: "walletconnect" | "injected-key" | "mnemonic" | "keypair" | undefined
      readonly privateKey?: string | undefined
      readonly mnemonic?: string | undefined
      /** A Solana CLI keypair file (relative to the working directory). */
      readonly keypair?: string | undefined
      /** A Solana secret key in base58. */
      readonly secretKey?: string | undefined
      readonly accountIndex?: number | undefined
      readonly network?: string | undefined
      readonly timeout?: number | undefined
      readonly expect?: { readonly address?: string | undefined } | undefined
    })
  | (Common & { readonly step: "switch"; readonly network: string })
  | (Common & {
      readonly step: "balance"
      readonly token?: string | undefined
      readonly expect?: { readonly balanceAtLeast?: string | undefined } | undefined
    })
  | (Common & {
      readonly step: "send"
      readonly to: string
      readonly amount: string
      readonly token?: string | undefined
    })
  | (Common & {
      readonly step: "swap"
      readonly from: string
      readonly to: string
      readonly amount: string
      readonly slippage?: number | undefined
    })
  | (Common & {
      readonly step: "history"
      readonly limit?: number | undefined
      readonly expect?: { readonly historyContains?: HistoryMatch | undefined } | undefined
    })
  | (Common & { readonly step: "sign"; readonly message: string })
  /** Sign-in with the wallet against a sign-in server (default the running world's). */
  | (Common & { readonly step: "signIn"; readonly url?: string | undefined; readonly domain?: string | undefined })
  | (Common & { readonly step: "disconnect" })

export interface Script {
  readonly name: string | undefined
  readonly steps: ReadonlyArray<Step>
}
