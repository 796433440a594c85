import type { GangwayState } from "@gangway/core"
import { useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { useMessages } from "../../i18n/use-messages.js"
import { useErrorText } from "../../i18n/use-error-text.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { shortAddress } from "../../internal/format.js"
import { accountMessages } from "./messages.js"

const accountTypeCss = `
.gw-account-type{display:flex;flex-direction:column;gap:8px}
.gw-account-type__title{margin:0;font-size:13px;font-weight:600;color:var(--gw-muted)}
.gw-account-type__options{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.gw-account-type__option{display:flex;flex-direction:column;align-items:flex-start;gap:2px;min-height:56px;padding:8px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-fg);font:inherit;text-align:left;cursor:pointer;transition:background-color .15s,border-color .15s}
.gw-account-type__option:hover{background:var(--gw-hover)}
.gw-account-type__option[aria-checked=true]{border-color:var(--gw-accent);background:var(--gw-accent-soft);cursor:default}
.gw-account-type__option:focus-visible{outline:2px solid var(--gw-accent);outline-offset:2px}
.gw-account-type__label{font-weight:600}
.gw-account-type__address{font-family:var(--gw-font-mono);font-size:12px;color:var(--gw-muted)}
.gw-account-type__note{margin:0;font-size:13px;color:var(--gw-muted)}
.gw-account-type__note--error{color:var(--gw-error)}
`

const selectAccountTypes = (state: GangwayState) => {
  const namespace = state.chains.activeNamespace
  const account = namespace === undefined ? undefined : state.chains.chains[namespace]?.account
  return {
    namespace,
    address: account?.address,
    accounts: account?.allAccounts ?? [],
    preferred: namespace === undefined ? undefined : account?.preferredAccountTypes[namespace],
    loading: state.modal.loading
  }
}

/**
 * The embedded wallet's two accounts on this network, its EOA and its smart account, with
 * both addresses; choosing one reconnects with it. Shown only where the wallet has both.
 */
export const AccountTypeSwitch = () => {
  const client = useGangwayClient()
  const { namespace, address, accounts, preferred, loading } = useGangwayState(selectAccountTypes)
  const [error, setError] = useState<string | undefined>()
  const t = useMessages(accountMessages)
  const errorText = useErrorText()
  if (namespace === undefined || !accounts.some((account) => account.type === "smartAccount")) return null
  const choose = (type: "eoa" | "smartAccount") => {
    if (type === preferred || loading) return
    setError(undefined)
    client.auth
      .setPreferredAccountType(type, namespace)
      .catch((failure: unknown) =>
        setError(failure instanceof Error && failure.message !== "" ? errorText(failure) : t("switchFailed"))
      )
  }
  return (
    <div className="gw-account-type">
      <FlowStyles name="account-type" css={accountTypeCss} />
      <p className="gw-account-type__title" id="gw-account-type-title">
        {t("accountType")}
      </p>
      <div
        className="gw-account-type__options"
        role="radiogroup"
        aria-labelledby="gw-account-type-title"
        data-testid="account-type-switch"
      >
        {accounts.map((account) => {
          const checked = account.address === address
          return (
            // biome-ignore lint/a11y/useSemanticElements: two buttons with radio semantics (aria-checked, aria-busy while switching), styled as one segmented control
            <button
              key={account.type}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-busy={loading && !checked}
              className="gw-account-type__option"
              onClick={() => choose(account.type)}
            >
              <span className="gw-account-type__label">{t(account.type)}</span>
              <span className="gw-account-type__address">{shortAddress(account.address)}</span>
            </button>
          )
        })}
      </div>
      {loading && (
        <p className="gw-account-type__note" role="status">
          {t("switching")}
        </p>
      )}
      {error !== undefined && (
        <p className="gw-account-type__note gw-account-type__note--error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
