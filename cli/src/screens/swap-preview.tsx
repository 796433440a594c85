import { formatDisplayUsd } from "@gangway/core"
import { Box, Text, useInput } from "ink"

export interface SwapPreviewProps {
  readonly from: string
  readonly network: string
  readonly pay: string
  readonly paySymbol: string
  readonly receive: string
  readonly receiveSymbol: string
  readonly minimumReceived: string
  /** `receive` per one `pay`. */
  readonly rate: string
  readonly priceImpact?: number | undefined
  readonly slippage: number
  /** An approval of the router goes first. */
  readonly approval: boolean
  readonly gasPriceGwei: string
  readonly fee: string
  readonly feeSymbol: string
  readonly feeUsd?: number | undefined
  readonly insufficientBalance: boolean
  readonly insufficientGas: boolean
}

/** What a swap will do, before anything is signed. */
export const SwapPreview = (props: SwapPreviewProps) => (
  <Box flexDirection="column" borderStyle="round" paddingX={1}>
    <Text bold>
      Swap {props.pay} {props.paySymbol} for about {props.receive} {props.receiveSymbol}
    </Text>
    <Text>From      {props.from}</Text>
    <Text>Network   {props.network}</Text>
    <Text>
      Rate      1 {props.paySymbol} = {props.rate} {props.receiveSymbol}
    </Text>
    {props.priceImpact === undefined ? null : <Text>Impact    {props.priceImpact}% below market value</Text>}
    <Text>
      At least  {props.minimumReceived} {props.receiveSymbol} ({props.slippage}% slippage)
    </Text>
    {props.approval ? <Text>Approve   the swap router may spend your {props.paySymbol} (a transaction first)</Text> : null}
    <Text>
      Fee       {props.fee} {props.feeSymbol} at {props.gasPriceGwei} gwei
      {props.feeUsd === undefined ? "" : ` (${formatDisplayUsd(props.feeUsd)})`}
    </Text>
    {props.insufficientBalance ? <Text color="red">Not enough {props.paySymbol} for this swap</Text> : null}
    {props.insufficientGas ? <Text color="red">Not enough {props.feeSymbol} to pay for gas</Text> : null}
  </Box>
)

/** The preview with a y/N question; Enter or anything but y answers no. */
export const ConfirmSwap = (props: SwapPreviewProps & { readonly onAnswer: (yes: boolean) => void }) => {
  useInput((input, key) => {
    if (input.toLowerCase() === "y") props.onAnswer(true)
    else if (input.toLowerCase() === "n" || key.return || key.escape) props.onAnswer(false)
  })
  return (
    <Box flexDirection="column">
      <SwapPreview {...props} />
      <Text>Swap? [y/N]</Text>
    </Box>
  )
}
