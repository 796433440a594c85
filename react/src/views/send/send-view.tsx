import { resolveNameSuffix } from "@gangway/core/light"
import { useEffect, useId, useState } from "react"
import { useGangwayClient, useGangwayContext } from "../../context.js"
import { useBalance } from "../../hooks/use-balance.js"
import { useNetwork } from "../../hooks/use-network.js"
import { useSend } from "../../hooks/use-send.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon, SpinnerIcon } from "../../internal/icons.js"
import { isPriced } from "../../internal/money.js"
import { useMoney } from "../../internal/use-money.js"
import { tokenQuantity } from "../../internal/token-list.js"
import { amountProblem, maxAmount } from "./amount-check.js"
import { FieldError } from "./field-error.js"
import { ReceiverField } from "./receiver-field.js"
import { sendCss } from "./send-css.js"
import { problemFor, sendProblems, type SendField, type SendProblem } from "./send-errors.js"
import { TokenField } from "./token-field.js"
import { useReceiver } from "./use-receiver.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { sendMessages } from "./messages.js"
import { useErrorText, useReasonText } from "../../i18n/use-error-text.js"

/**
 * The send form (WalletSend): token, amount with Max and its USD value, and the
 * receiver (an address or a registered name). "Review" has the core check the
 * send and price its gas; its objections show next to the field they concern.
 */
export const SendView = () => {
  const client = useGangwayClient()
  const nameSuffix = resolveNameSuffix(useGangwayContext().config)
  const form = useSend()
  const balances = useBalance()
  const { activeNetwork } = useNetwork()
  const [amount, setAmount] = useState(form.sendTokenAmount ?? "")
  const receiver = useReceiver(form.receiverProfileName ?? form.receiverAddress ?? "")
  const [problems, setProblems] = useState<ReadonlyArray<SendProblem>>([])
  const [checking, setChecking] = useState(false)
  const id = useId()
  const token = form.token
  const t = useMessages(sendMessages)
  const errorText = useErrorText()
  const reasonText = useReasonText()
  const { locale } = useLocale()
  const money = useMoney()

  // The form offers the balances the core holds; fetch them if nothing asked yet, and the fee Max leaves.
  const { tokenBalances, refresh } = balances
  const { gasPrice, refreshGasPrice } = form
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (tokenBalances.length === 0) refresh().catch(() => undefined)
    if (gasPrice === undefined) refreshGasPrice().catch(() => undefined)
  }, [])

  const forget = (field: SendField) => setProblems((known) => known.filter((problem) => problem.field !== field))

  const changeAmount = (value: string) => {
    setAmount(value)
    forget("amount")
    void client.send.setField("sendTokenAmount", value)
  }

  const localAmountProblem = amountProblem(amount, token, t, locale)
  const errors = {
    token: problemFor(problems, "token"),
    amount: localAmountProblem ?? problemFor(problems, "amount"),
    receiver: receiver.status.state === "failed" ? receiver.status.message : problemFor(problems, "receiver")
  }
  const general = problemFor(problems, undefined)
  const busy = checking || receiver.status.state === "resolving"

  const review = async () => {
    if (localAmountProblem !== undefined) return
    setChecking(true)
    setProblems([])
    try {
      if (!(await receiver.ensure())) return
      await client.send.setField("sendTokenAmount", amount)
      await client.send.preview()
      await client.modal.navigate("WalletSendPreview")
    } catch (error) {
      setProblems(sendProblems(error, t, errorText, reasonText))
    } finally {
      setChecking(false)
    }
  }

  const fillMax = async () => {
    if (token === undefined) return
    if (form.plainTransferFee === undefined) await refreshGasPrice().catch(() => undefined)
    changeAmount(maxAmount(token, client.getState().send.plainTransferFee))
  }

  const value = money.valueOf(amount, token?.price)

  return (
    <form
      className="gw-send"
      data-testid="send-view"
      // Escape goes back (to the token picker's opener, Account) rather than closing over typed input.
      data-unsaved={amount.trim() !== "" || receiver.text.trim() !== ""}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void review()
      }}
    >
      <FlowStyles name="send" css={sendCss} />
      <div className="gw-send__field">
        <span className="gw-send__label" id={`${id}token`}>
          {t("token")}
        </span>
        <TokenField
          token={token}
          labelId={`${id}token`}
          error={errors.token}
          errorId={`${id}token-error`}
          onOpen={() => {
            forget("token")
            void client.modal.navigate("WalletSendSelectToken")
          }}
        />
        <FieldError id={`${id}token-error`} field="token" message={errors.token} />
      </div>

      <div className="gw-send__field">
        <label className="gw-send__label" htmlFor={`${id}amount`}>
          {t("amount")}
        </label>
        <div className="gw-send__amount">
          <input
            id={`${id}amount`}
            className="gw-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={amount}
            aria-invalid={errors.amount !== undefined}
            aria-describedby={errors.amount === undefined ? `${id}amount-hint` : `${id}amount-error ${id}amount-hint`}
            onChange={(event) => changeAmount(event.target.value.replace(",", "."))}
          />
          <button type="button" className="gw-send__max" disabled={token === undefined} onClick={() => void fillMax()}>
            {t("max")}
          </button>
        </div>
        <FieldError id={`${id}amount-error`} field="amount" message={errors.amount} />
        <p className="gw-send__hint" id={`${id}amount-hint`}>
          <span className="gw-ltr" data-testid="send-amount-usd">
            {value ?? (token === undefined || isPriced(token.price) ? money.value(0) : "")}
          </span>
          {token !== undefined && (
            <span>{t("balance", { amount: tokenQuantity(token, locale), symbol: token.symbol })}</span>
          )}
        </p>
      </div>

      <ReceiverField
        id={`${id}receiver`}
        receiver={receiver}
        error={errors.receiver}
        resolvedName={form.receiverProfileName}
        resolvedAddress={form.receiverAddress}
        resolvedImage={form.receiverProfileImageUrl}
        // Registered names resolve on EVM networks; elsewhere the receiver is an address.
        placeholder={
          activeNetwork?.chainNamespace === "eip155"
            ? t("receiverPlaceholder", { example: `alice${nameSuffix}` })
            : activeNetwork === undefined
              ? t("networkAddress")
              : t("addressOn", { network: activeNetwork.name })
        }
        onEdit={() => forget("receiver")}
      />

      {general !== undefined && (
        <div className="gw-alert" role="alert">
          <AlertIcon size={18} />
          <span>{general}</span>
        </div>
      )}
      <button
        type="submit"
        className="gw-action gw-send__submit"
        aria-busy={busy}
        disabled={busy || localAmountProblem !== undefined || receiver.status.state === "failed"}
      >
        {checking && <SpinnerIcon size={18} />}
        {checking ? t("checking") : t("review")}
      </button>
    </form>
  )
}
