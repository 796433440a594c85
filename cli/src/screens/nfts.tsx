import { Box, Text } from "ink"
import { accountToolsMessages } from "../commands/account-tools-messages.js"
import { ENGLISH, say, type Language } from "../i18n/language.js"
import { AccountHeading } from "./account-heading.js"

export interface NftRow {
  readonly name: string
  readonly contract: string
  readonly tokenId: string
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The NFTs the account holds, like the modal's NFTs tab: name, then collection and token id. */
export const Nfts = ({
  account,
  network,
  rows,
  language = ENGLISH
}: {
  readonly account: string
  readonly network: string
  readonly rows: ReadonlyArray<NftRow>
  readonly language?: Language | undefined
}) => (
  <Box flexDirection="column">
    <AccountHeading account={account} network={network} language={language} />
    {rows.length === 0 ? (
      <Text>
        {"  "}
        {say(language, accountToolsMessages, "noNfts")}
      </Text>
    ) : (
      rows.map((row) => (
        <Text key={`${row.contract}/${row.tokenId}`}>
          {"  "}
          <Text bold>{row.name}</Text>
          <Text dimColor>{`  ${short(row.contract)} #${row.tokenId}`}</Text>
        </Text>
      ))
    )}
  </Box>
)
