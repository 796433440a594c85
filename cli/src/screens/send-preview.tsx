import { formatDisplayUsd } from "@gangway/core"
import { Box, Text, useInput } from "ink"

export interface SendPreviewProps {
  readonly from: string
  readonly to: string
  /** The registered name the receiver was given as, if any. */
  readonly toName?: string | undefined
  readonly amount: string
  readonly symbol: string
  readonly network: string
  /** The network's namespace: how its fee is counted. */
  readonly namespace: string
  /** EVM: the gas price in gwei (decimal text). */
  readonly gasPriceGwei?: string | undefined
  /** Solana: the fee per signature, in lamports. */
  readonly lamportsPerSignature?: string | undefined
  /** Bitcoin: the fee rate in satoshis per virtual byte, and the speed it was read for. */
  readonly satPerVbyte?: string | undefined
  readonly speed?: "slow" | "normal" | "fast" | undefined
  /** Solana: the rent of the receiver's token account this send creates (in the native token), if it does. */
  readonly receiverAccountRent?: string | undefined
  /** Fee units: gas on EVM networks, signatures on Solana. */
  readonly gasUnits: string
  /** The network fee in the native token (decimal text): gas × price; on Solana signatures × price plus any rent. */
  readonly fee: string
  readonly feeSymbol: string
  readonly feeUsd?: number | undefined
  readonly insufficientGas: boolean
}

const usd = (value: number | undefined) => (value === undefined ? "" : ` (${formatDisplayUsd(value)})`)

/** "1 signature at 5000 lamports + 0.00203928 SOL rent = 0.00204428 SOL" */
const solanaFee = (props: SendPreviewProps) =>
  `${props.gasUnits} signature${props.gasUnits === "1" ? "" : "s"} at ${props.lamportsPerSignature ?? "?"} lamports` +
  `${props.receiverAccountRent === undefined ? "" : ` + ${props.receiverAccountRent} ${props.feeSymbol} rent`} = ${props.fee} ${props.feeSymbol}`

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
    {props.satPerVbyte !== undefined ? (
      <Text>
        Fee      {props.gasUnits} vB at {props.satPerVbyte} sat/vB ({props.speed}) = {props.fee} {props.feeSymbol}
        {usd(props.feeUsd)}
      </Text>
    ) : props.gasPriceGwei !== undefined ? (
      <Text>
        Gas      {props.gasUnits} at {props.gasPriceGwei} gwei = {props.fee} {props.feeSymbol}
        {usd(props.feeUsd)}
      </Text>
    ) : (
      <Text>
        Fee      {solanaFee(props)}
        {usd(props.feeUsd)}
      </Text>
    )}
    {props.receiverAccountRent === undefined ? null : (
      <Text>
        Creates  the receiver's {props.symbol} token account (rent {props.receiverAccountRent} {props.feeSymbol}, in the fee)
      </Text>
    )}
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
