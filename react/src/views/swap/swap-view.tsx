import { isGangwayError, type SwapAsset, type SwapPreview, type SwapRequest } from "@gangway/core"
import { useEffect, useMemo, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useNetwork } from "../../hooks/use-network.js"
import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon } from "../../internal/icons.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { swapMessages } from "./messages.js"
import { SelectToken } from "./select-token.js"
import { swapCss } from "./swap-css.js"
import { SwapForm, type SwapSide } from "./swap-form.js"
import { SwapPreviewStep } from "./swap-preview-step.js"
import { SwapProgress, type SwapRun } from "./swap-progress.js"
import { useSwapAssets, useSwapQuote, useSwaps } from "./use-swaps.js"

type Step =
  | { readonly step: "form" }
  | { readonly step: "select"; readonly side: SwapSide }
  | { readonly step: "preview"; readonly preview: SwapPreview }
  | { readonly step: "run"; readonly preview: SwapPreview; readonly run: SwapRun }

/**
 * Swap: pay one token of the network's swap list for another. The form (amount, Max, flip,
 * the quote as typed), token choice with search, the review, then the swap under way and done.
 */
export const SwapView = () => {
  const client = useGangwayClient()
  const swaps = useSwaps()
  const t = useMessages(swapMessages)
  const problemText = useProblemText()
  const { activeNetwork } = useNetwork()
  const [version, setVersion] = useState(0)
  const assets = useSwapAssets(swaps, activeNetwork?.caipNetworkId, version)
  const list = assets.state === "ready" ? assets.assets : []
  const [pair, setPair] = useState<{ readonly from: string | undefined; readonly to: string | undefined }>({
    from: undefined,
    to: undefined
  })
  const [amount, setAmount] = useState("")
  const [step, setStep] = useState<Step>({ step: "form" })
  const [problem, setProblem] = useState<string | undefined>()

  // Start with the network's coin paid for the first other token.
  useEffect(() => {
    if (list.length === 0 || pair.from !== undefined) return
    const coin = list.find((asset) => asset.native) ?? list[0]
    setPair({ from: coin?.address, to: list.find((asset) => asset.address !== coin?.address)?.address })
  }, [list, pair.from])

  const find = (address: string | undefined): SwapAsset | undefined => list.find((asset) => asset.address === address)
  const from = find(pair.from)
  const to = find(pair.to)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request follows the chosen assets' addresses and the amount, not the identity of the list's objects
  const request = useMemo<SwapRequest | undefined>(
    () =>
      from === undefined || to === undefined || amount.trim() === "" || Number(amount) === 0
        ? undefined
        : { from: from.address, to: to.address, amount: amount.trim() },
    [from?.address, to?.address, amount]
  )
  const quote = useSwapQuote(swaps, step.step === "form" ? request : undefined)

  if (assets.state !== "ready") {
    return assets.state === "loading" ? (
      <div className="gw-skeleton" role="status" data-testid="swap-loading">
        <span className="gw-sr-only">{t("loading")}</span>
        <div className="gw-skeleton__bar" />
        <div className="gw-skeleton__bar" />
      </div>
    ) : (
      <div className="gw-notice" data-testid="swap-unavailable">
        <span className="gw-notice__icon">
          <AlertIcon size={28} />
        </span>
        <p className="gw-notice__title">{t("unavailable")}</p>
        <p className="gw-text">{problemText(assets.error, t("tokensFailed"))}</p>
      </div>
    )
  }

  const choose = (side: SwapSide, asset: SwapAsset) => {
    const other = side === "from" ? pair.to : pair.from
    // Choosing the other side's token swaps the two.
    const next = asset.address === other ? { from: pair.to, to: pair.from } : { ...pair, [side]: asset.address }
    setPair(next)
    setStep({ step: "form" })
  }

  const runSwap = async (preview: SwapPreview) => {
    setProblem(undefined)
    setStep({ step: "run", preview, run: { state: "running", phase: "starting" } })
    try {
      const result = await swaps.swap(preview, {
        onPhase: (phase) => setStep({ step: "run", preview, run: { state: "running", phase } })
      })
      setStep({ step: "run", preview, run: { state: "done", hash: result.hash } })
      setAmount("")
      setVersion((known) => known + 1)
    } catch (error) {
      const declined = isGangwayError(error, "SignatureDeclined") || isGangwayError(error, "RequestDeclined")
      const message = declined ? t("declined") : problemText(error, t("failed"))
      setStep({ step: "run", preview, run: { state: "failed", message } })
      setVersion((known) => known + 1)
    }
  }

  return (
    <>
      <FlowStyles name="swap" css={swapCss} />
      {step.step === "form" ? (
        <SwapForm
          from={from}
          to={to}
          amount={amount}
          quote={quote}
          onAmount={setAmount}
          onPick={(side) => setStep({ step: "select", side })}
          onFlip={() => setPair({ from: pair.to, to: pair.from })}
          onReview={() => quote.state === "ready" && setStep({ step: "preview", preview: quote.preview })}
        />
      ) : step.step === "select" ? (
        <SelectToken
          assets={list}
          selected={step.side === "from" ? from : to}
          purpose={step.side === "from" ? "pay" : "receive"}
          onChoose={(asset) => choose(step.side, asset)}
          onBack={() => setStep({ step: "form" })}
        />
      ) : step.step === "preview" ? (
        <SwapPreviewStep
          preview={step.preview}
          busy={false}
          problem={problem}
          onBack={() => setStep({ step: "form" })}
          onSwap={() => void runSwap(step.preview)}
        />
      ) : (
        <SwapProgress
          preview={step.preview}
          run={step.run}
          onDone={() => void client.modal.back()}
          onRetry={() => setStep({ step: "form" })}
        />
      )}
    </>
  )
}
