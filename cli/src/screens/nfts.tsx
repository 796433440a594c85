import { Box, Text } from "ink"

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
  heading = ["", ` on ${network}`],
  empty = "No NFTs yet"
}: {
  readonly account: string
  readonly network: string
  readonly rows: ReadonlyArray<NftRow>
  /** "{account} on {network}" in the person's language, split around the account (shown bold). */
  readonly heading?: readonly [before: string, after: string]
  readonly empty?: string
}) => (
  <Box flexDirection="column">
    <Text>
      {heading[0]}
      <Text bold>{account}</Text>
      {heading[1]}
    </Text>
    {rows.length === 0 ? (
      <Text>
        {"  "}
        {empty}
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
