import { Text } from "ink"
import { commandMessages } from "../commands/messages.js"
import { ENGLISH, say, type Language } from "../i18n/language.js"

// Stands for the account while the translation is split around it (never in a catalogue).
const ACCOUNT_MARK = "\u0000"

/** "{account} on {network}" in the person's language, the account in bold wherever the language puts it. */
export const AccountHeading = ({
  account,
  network,
  language = ENGLISH
}: {
  readonly account: string
  readonly network: string
  readonly language?: Language | undefined
}) => {
  const [before = "", after = ""] = say(language, commandMessages, "balancesOn", {
    account: ACCOUNT_MARK,
    network
  }).split(ACCOUNT_MARK)
  return (
    <Text>
      {before}
      <Text bold>{account}</Text>
      {after}
    </Text>
  )
}
