import type { SiwxMessageData } from "../domain/siwx.js"
import { SiwxMessageRefused } from "./errors.js"
import { signInMessageProblems } from "./message-rules.js"
import { signInSite, type SiwxProvider } from "./provider.js"

// The wallet names the account when it signs a one-click request; any well-formed address
// stands in for it so that every other rule is checked as the sign-in flow checks it.
const ACCOUNT_NOT_YET_KNOWN = "0x0000000000000000000000000000000000000000"

/**
 * The provider's fields for the sign-in a WalletConnect proposal carries ("one-click"), held to
 * the rules the sign-in flow applies before a wallet is asked (message-rules.ts): a message the
 * site must refuse rejects with SiwxMessageRefused, and the proposal then goes without it.
 */
export const oneClickSignInFields = async (
  provider: SiwxProvider,
  appUrl: string | undefined,
  chains: ReadonlyArray<string>,
  chainId: string
): Promise<SiwxMessageData> => {
  const fields = await provider.createMessage({ accountAddress: "", chainId, issuedAt: new Date().toISOString() })
  const data = { ...fields, accountAddress: ACCOUNT_NOT_YET_KNOWN, chainId }
  const broken = signInMessageProblems(data, { ...signInSite(appUrl), chains, now: Date.now() })[0]
  if (broken !== undefined) throw new SiwxMessageRefused({ reason: broken.rule, details: broken.details })
  return fields
}
