import { formatDisplayUsd, InsufficientGas } from "@gangway/core"
import { describeError } from "@gangway/core/i18n"
import { paddedLabels, speaker, type WithLanguage } from "../i18n/language.js"
import { swapMessages } from "./swap-messages.js"
import { Box, Text } from "ink"
import { Confirm } from "./confirm.js"

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
export const SwapPreview = (props: SwapPreviewProps & WithLanguage) => {
  const t = speaker(swapMessages, props.language)
  const locale = props.language?.locale ?? "en"
  const labels = {
    from: t("from"),
    network: t("network"),
    rate: t("rate"),
    impact: t("impact"),
    atLeast: t("atLeast"),
    approve: t("approve"),
    fee: t("fee")
  }
  const label = paddedLabels(labels)
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold>
        {t("title", {
          pay: props.pay,
          paySymbol: props.paySymbol,
          receive: props.receive,
          receiveSymbol: props.receiveSymbol
        })}
      </Text>
      <Text>
        {label("from")}
        {props.from}
      </Text>
      <Text>
        {label("network")}
        {props.network}
      </Text>
      <Text>
        {label("rate")}1 {props.paySymbol} = {props.rate} {props.receiveSymbol}
      </Text>
      {props.priceImpact === undefined ? null : (
        <Text>
          {label("impact")}
          {t("impactValue", { percent: String(props.priceImpact) })}
        </Text>
      )}
      <Text>
        {label("atLeast")}
        {t("atLeastValue", {
          amount: props.minimumReceived,
          symbol: props.receiveSymbol,
          slippage: String(props.slippage)
        })}
      </Text>
      {props.approval ? (
        <Text>
          {label("approve")}
          {t("approveValue", { symbol: props.paySymbol })}
        </Text>
      ) : null}
      <Text>
        {label("fee")}
        {t("feeValue", { fee: props.fee, symbol: props.feeSymbol, price: props.gasPriceGwei })}
        {props.feeUsd === undefined ? "" : ` (${formatDisplayUsd(props.feeUsd, locale)})`}
      </Text>
      {props.insufficientBalance ? <Text color="red">{t("notEnough", { symbol: props.paySymbol })}</Text> : null}
      {props.insufficientGas ? (
        <Text color="red">
          {describeError(new InsufficientGas({ symbol: props.feeSymbol }), locale, props.language?.loaded)}
        </Text>
      ) : null}
    </Box>
  )
}

/** The preview with its y/N question. */
export const ConfirmSwap = (props: SwapPreviewProps & WithLanguage & { readonly onAnswer: (yes: boolean) => void }) => (
  <Confirm question={speaker(swapMessages, props.language)("confirm")} onAnswer={props.onAnswer}>
    <SwapPreview {...props} />
  </Confirm>
)
