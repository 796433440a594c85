import { feeRateText, formatAmount, type FeeRateUnit, type FeeUnit, type TransferFee } from "@gangway/core"

/** The `--json` key of the fee's units and of its rate, by what the core says they are (kept from the first versions). */
const UNITS_KEYS: Record<FeeUnit, string> = { gas: "gas", signature: "gas", vbyte: "vbytes" }
const RATE_KEYS: Record<FeeRateUnit, string> = {
  gwei: "gasPriceGwei",
  lamports: "lamportsPerSignature",
  "sat/vB": "satPerVbyte"
}

/** The fee as the preview screen writes it: its label and units from the core's description, the numbers as decimal text. */
export const feeProps = (fee: TransferFee, nativeDecimals: number) => ({
  feeLabel: fee.label,
  feeUnit: fee.unit,
  feeRate: feeRateText(fee.rate),
  feeRateUnit: fee.rate.unit,
  gasUnits: fee.units.toString(),
  fee: formatAmount(fee.amount, nativeDecimals)
})

type FeeProps = ReturnType<typeof feeProps>

/** The rate under its `--json` key: `gasPriceGwei`, `lamportsPerSignature` or `satPerVbyte`. */
export const rateJson = (props: FeeProps) => ({ [RATE_KEYS[props.feeRateUnit]]: props.feeRate })

/**
 * The result's `fee`: the units and the rate under their `--json` keys, the speed where the
 * network offers one, the estimate in the native coin.
 */
export const feeJson = (props: FeeProps & { readonly speed?: string | undefined; readonly feeSymbol: string }) => ({
  [UNITS_KEYS[props.feeUnit]]: props.gasUnits,
  ...rateJson(props),
  ...(props.speed === undefined ? {} : { speed: props.speed }),
  estimate: props.fee,
  symbol: props.feeSymbol
})
