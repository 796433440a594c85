/** What `gangway` exits with; scripts rely on these. */
export const ExitCode = {
  /** The command did what was asked. */
  ok: 0,
  /** It ran but failed: a wallet refused, the chain reverted, an expectation was not met. */
  failed: 1,
  /** The input was wrong (flag, address, amount, network, token, missing session); nothing was changed. */
  badInput: 2
} as const
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]
