/** What `gangway` exits with; scripts rely on these. */
export const ExitCode = {
  /** The command did what was asked. */
  ok: 0,
  /** It ran but failed: a wallet refused, the chain reverted, an expectation was not met. */
  failed: 1,
  /** The input was wrong (flag, address, amount, network, token, missing session); nothing was changed. */
  badInput: 2,
  /** A send went out but was not confirmed within SEND_CONFIRMATION_WAIT_MS: its hash is printed; check it before sending again. */
  sentUnconfirmed: 3
} as const
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]
