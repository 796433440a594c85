import { Box, Text, useInput } from "ink"

export interface SendPreviewProps {
  readonly from: string
  readonly to: string
  /** The registered name the receiver was given as, if any. */
  readonly toName?: string | undefined
  readonly amount: string
  readonly symbol: string
  readonly network: string
  /** Gas price in gwei (decimal text). */
  readonly gasPriceGwei: string
  readonly gasUnits: string
  /** The network fee: gas × price, in the native token (decimal text). */
  readonly fee: string
  readonly feeSymbol: string
  readonly feeUsd?: number | undefined
  readonly insufficientGas: boolean
}

/** What a send will do, before it is signed. */
export const SendPreview = (props: SendPreviewProps) => (
  <Box flexDirection="column" borderStyle="round" paddingX={1}>
    <Text bold>
      Send {props.amount} {props.symbol}
    </Text>
    <Text>From     {props.from}</Text>
    <Text>
      To       {props.to}
      {props.toName === undefined ? "" : ` (${props.toName})`}
    </Text>
    <Text>Network  {props.network}</Text>
    <Text>
      Gas      {props.gasUnits} at {props.gasPriceGwei} gwei = {props.fee} {props.feeSymbol}
      {props.feeUsd === undefined ? "" : ` ($${props.feeUsd.toFixed(2)})`}
    </Text>
    {props.insufficientGas ? <Text color="red">Not enough {props.feeSymbol} to pay for gas</Text> : null}
  </Box>
)

/** The preview with a y/N question; Enter or anything but y answers no. */
export const ConfirmSend = (props: SendPreviewProps & { readonly onAnswer: (yes: boolean) => void }) => {
  useInput((input, key) => {
    if (input.toLowerCase() === "y") props.onAnswer(true)
    else if (input.toLowerCase() === "n" || key.return || key.escape) props.onAnswer(false)
  })
  return (
    <Box flexDirection="column">
      <SendPreview {...props} />
      <Text>
        Send it? <Text bold>[y/N]</Text>
      </Text>
    </Box>
  )
}
