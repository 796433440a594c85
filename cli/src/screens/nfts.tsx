import { Box, Text } from "ink"

export interface NftRow {
  readonly name: string
  readonly contract: string
  readonly tokenId: string
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The NFTs the account holds, like the modal's NFTs tab: name, then collection and token id. */
export const Nfts = ({ account, network, rows }: { readonly account: string; readonly network: string; readonly rows: ReadonlyArray<NftRow> }) => (
  <Box flexDirection="column">
    <Text>
      <Text bold>{account}</Text> on {network}
    </Text>
    {rows.length === 0 ? (
      <Text>{"  "}No NFTs yet</Text>
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
