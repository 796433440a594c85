import { formatDisplayUsd, InsufficientGas, type FeeRateUnit, type FeeSpeed, type FeeUnit } from "@gangway/core"
import { describeError } from "@gangway/core/i18n"
import { paddedLabels, speaker, type WithLanguage } from "../i18n/language.js"
import { sendMessages } from "./send-messages.js"
import { Box, Text } from "ink"
import { Confirm } from "./confirm.js"

export interface SendPreviewProps {
  readonly from: string
  readonly to: string
  /** The registered name the receiver was given as, if any. */
  readonly toName?: string | undefined
  readonly amount: string
  readonly symbol: string
  readonly network: string
  /** The network's namespace (`--json` reports it). */
  readonly namespace: string
  /** The fee's line as the core's fee description labels it: `gas` (EVM networks) or `fee`. */
  readonly feeLabel: "gas" | "fee"
  /** What the fee counts (`gasUnits` of them): gas, signatures or virtual bytes. */
  readonly feeUnit: FeeUnit
  /** One unit's price, written in `feeRateUnit`: "1.5" (gwei), "5000" (lamports), "12" (sat/vB). */
  readonly feeRate: string
  readonly feeRateUnit: FeeRateUnit
  /** The speed the fee was read for, where the network offers a choice (Bitcoin). */
  readonly speed?: FeeSpeed | undefined
  /** The rent of the receiver's token account this send creates (in the native token), if it does (Solana). */
  readonly receiverAccountRent?: string | undefined
  /** How many fee units: gas, signatures or virtual bytes. */
  readonly gasUnits: string
  /** The network fee in the native token (decimal text): units × rate, plus any rent. */
  readonly fee: string
  readonly feeSymbol: string
  readonly feeUsd?: number | undefined
  readonly insufficientGas: boolean
}

/** What a send will do, before it is signed. */
export const SendPreview = (props: SendPreviewProps & WithLanguage) => {
  const t = speaker(sendMessages, props.language)
  const locale = props.language?.locale ?? "en"
  const usd = (value: number | undefined) => (value === undefined ? "" : ` (${formatDisplayUsd(value, locale)})`)
  const labels = {
    from: t("from"),
    to: t("to"),
    network: t("network"),
    fee: t("fee"),
    gas: t("gas"),
    creates: t("creates")
  }
  const label = paddedLabels(labels)
  // "1 signature at 5000 lamports + 0.00203928 SOL rent = 0.00204428 SOL"; the wording follows what the fee counts.
  const feeLines: Record<FeeUnit, () => string> = {
    gas: () => t("evmGas", { units: props.gasUnits, price: props.feeRate, fee: props.fee, symbol: props.feeSymbol }),
    signature: () =>
      t("solanaFee", { count: Number(props.gasUnits), lamports: props.feeRate }) +
      (props.receiverAccountRent === undefined
        ? ""
        : t("solanaRent", { rent: props.receiverAccountRent, symbol: props.feeSymbol })) +
      t("solanaTotal", { fee: props.fee, symbol: props.feeSymbol }),
    vbyte: () =>
      t("bitcoinFee", {
        units: props.gasUnits,
        rate: props.feeRate,
        speed: props.speed ?? "normal",
        fee: props.fee,
        symbol: props.feeSymbol
      })
  }
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold>{t("title", { amount: props.amount, symbol: props.symbol })}</Text>
      <Text>
        {label("from")}
        {props.from}
      </Text>
      <Text>
        {label("to")}
        {props.to}
        {props.toName === undefined ? "" : ` (${props.toName})`}
      </Text>
      <Text>
        {label("network")}
        {props.network}
      </Text>
      <Text>
        {label(props.feeLabel)}
        {feeLines[props.feeUnit]()}
        {usd(props.feeUsd)}
      </Text>
      {props.receiverAccountRent === undefined ? null : (
        <Text>
          {label("creates")}
          {t("receiverAccount", { token: props.symbol, rent: props.receiverAccountRent, symbol: props.feeSymbol })}
        </Text>
      )}
      {props.insufficientGas ? (
        <Text color="red">
          {describeError(new InsufficientGas({ symbol: props.feeSymbol }), locale, props.language?.loaded)}
        </Text>
      ) : null}
    </Box>
  )
}

/** The preview with its y/N question. */
export const ConfirmSend = (props: SendPreviewProps & WithLanguage & { readonly onAnswer: (yes: boolean) => void }) => (
  <Confirm question={speaker(sendMessages, props.language)("confirm")} onAnswer={props.onAnswer}>
    <SendPreview {...props} />
  </Confirm>
)
