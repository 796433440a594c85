import type { GangwayNames } from "@gangway/core"
import { NAME_SUFFIX } from "@gangway/core"
import { useId } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { namesMessages } from "./messages.js"
import { useNameCheck } from "./use-name-check.js"

interface NameSearchProps {
  readonly names: GangwayNames
  readonly typed: string
  readonly onType: (typed: string) => void
  readonly onChoose: (name: string) => void
  readonly statusId: string
  readonly rules: string
}

/** The search field: availability as the person types, the rule a name breaks, free names like it. */
export const NameSearch = ({ names, typed, onType, onChoose, statusId, rules }: NameSearchProps) => {
  const status = useNameCheck(names, typed)
  const inputId = useId()
  const t = useMessages(namesMessages)
  const problemText = useProblemText()
  const rulesId = useId()
  const available = status.state === "checked" && status.check.available ? status.check.name : undefined
  const suggestions = status.state === "checked" ? status.check.suggestions : []
  return (
    <form
      className="gw-names"
      onSubmit={(event) => {
        event.preventDefault()
        if (available !== undefined) onChoose(available)
      }}
    >
      <label htmlFor={inputId} className="gw-text">
        {t("label")}
      </label>
      <div className="gw-names__field">
        <input
          id={inputId}
          className="gw-names__input"
          type="text"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="off"
          placeholder={t("placeholder")}
          value={typed}
          aria-describedby={`${statusId} ${rulesId}`}
          aria-invalid={status.state === "refused"}
          onChange={(event) => onType(event.target.value)}
          data-testid="register-name-input"
        />
        <span className="gw-names__suffix" aria-hidden="true">
          {NAME_SUFFIX}
        </span>
      </div>
      <p
        id={statusId}
        className={`gw-names__status${status.state === "refused" || (status.state === "checked" && !status.check.available) ? " gw-names__status--error" : available !== undefined ? " gw-names__status--ok" : ""}`}
        role="status"
        data-testid="register-name-status"
      >
        {status.state === "checking"
          ? t("checking")
          : status.state === "refused"
            ? problemText(status.error, t("checkFailed"))
            : status.state === "checked"
              ? status.check.available
                ? t("available", { name: status.check.name })
                : t("taken", { name: status.check.name })
              : ""}
      </p>
      <p id={rulesId} className="gw-names__rules">
        {rules}
      </p>
      {suggestions.length > 0 && (
        <div>
          <p className="gw-names__rules">{t("suggestions")}</p>
          <ul className="gw-names__suggestions" data-testid="register-name-suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="gw-names__suggestion" onClick={() => onChoose(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="submit"
        className="gw-action gw-names__submit"
        disabled={available === undefined}
        data-testid="register-name-continue"
      >
        {t("continue")}
      </button>
    </form>
  )
}
