import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, NAME_SUFFIX } from "@gangway/core"
import { useId, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useAccount } from "../../hooks/use-account.js"
import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon, CheckIcon, SpinnerIcon } from "../../internal/icons.js"
import { namesMessages } from "./messages.js"
import { namesCss } from "./names-css.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { NameSearch } from "./name-search.js"
import { useNames, useNamesOffer } from "./use-name-check.js"

type Step =
  | { readonly step: "search" }
  | { readonly step: "confirm"; readonly name: string; readonly problem?: string | undefined }
  | { readonly step: "signing"; readonly name: string }
  | { readonly step: "done"; readonly name: string }

/** Register a .reown.id name: search with availability and suggestions, confirm and sign, then the name is the account's. */
export const RegisterNameView = () => {
  const client = useGangwayClient()
  const names = useNames()
  const t = useMessages(namesMessages)
  const problemText = useProblemText()
  const offer = useNamesOffer(names)
  const { address } = useAccount()
  const [typed, setTyped] = useState("")
  const [step, setStep] = useState<Step>({ step: "search" })
  const statusId = useId()

  if (offer.state !== "offered") {
    return offer.state === "checking" ? (
      <div className="gw-skeleton" role="status" data-testid="names-loading">
        <span className="gw-sr-only">{t("loading")}</span>
        <div className="gw-skeleton__bar" />
      </div>
    ) : (
      <div className="gw-notice" data-testid="names-unavailable">
        <span className="gw-notice__icon">
          <AlertIcon size={28} />
        </span>
        <p className="gw-notice__title">{t("unavailable")}</p>
        <p className="gw-text">{problemText(offer.error, t("unavailableText"))}</p>
      </div>
    )
  }

  const register = async (name: string) => {
    setStep({ step: "signing", name })
    try {
      const registered = await names.register(name)
      setStep({ step: "done", name: registered })
    } catch (error) {
      setStep({ step: "confirm", name, problem: problemText(error, t("registerFailed")) })
    }
  }

  return (
    <div className="gw-names" data-testid="register-name-view">
      <FlowStyles name="names" css={namesCss} />
      {step.step === "search" && (
        <NameSearch
          names={names}
          typed={typed}
          onType={setTyped}
          statusId={statusId}
          onChoose={(name) => setStep({ step: "confirm", name })}
          rules={t("rules", { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH, suffix: NAME_SUFFIX })}
        />
      )}
      {(step.step === "confirm" || step.step === "signing") && (
        <>
          <div className="gw-names__summary">
            <p className="gw-names__name" data-testid="register-name-confirm">
              {step.name}
            </p>
            <p className="gw-names__text">{t("for", { address: address ?? "" })}</p>
            <p className="gw-names__text">{t("signNote")}</p>
          </div>
          {step.step === "confirm" && step.problem !== undefined && (
            <div className="gw-alert" role="alert" data-testid="register-name-error">
              <AlertIcon size={18} />
              <span>{step.problem}</span>
            </div>
          )}
          <div className="gw-names__actions">
            <button
              type="button"
              className="gw-action gw-action--secondary"
              disabled={step.step === "signing"}
              onClick={() => setStep({ step: "search" })}
            >
              {t("back")}
            </button>
            <button
              type="button"
              className="gw-action"
              disabled={step.step === "signing"}
              onClick={() => void register(step.name)}
              data-testid="register-name-sign"
            >
              {step.step === "signing" ? (
                <>
                  <SpinnerIcon size={18} />
                  {t("signing")}
                </>
              ) : (
                t("register")
              )}
            </button>
          </div>
        </>
      )}
      {step.step === "done" && (
        <div className="gw-names__summary" role="status" data-testid="register-name-done">
          <span className="gw-names__icon gw-names__icon--ok">
            <CheckIcon size={28} />
          </span>
          <p className="gw-names__name">{step.name}</p>
          <p className="gw-names__text">{t("yours")}</p>
          <button
            type="button"
            className="gw-action gw-names__submit"
            onClick={() => void client.modal.navigate("Account")}
          >
            {t("backToAccount")}
          </button>
        </div>
      )}
    </div>
  )
}
