import { useEffect } from "react"
import { useGangwayClient } from "../../context.js"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { CopyButton } from "../../internal/copy-button.js"
import { DisconnectRow } from "../../internal/disconnect-row.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { formatBalance, shortAddress } from "../../internal/format.js"
import { ArrowDownIcon, ChevronRightIcon, ExternalIcon, SendIcon } from "../../internal/icons.js"
import { NetworkAvatar } from "../../internal/network-avatar.js"
import { OnrampBuyView, SendView } from "../../modal/late-views.js"
import { AccountAvatar } from "./account-avatar.js"
import { accountCss } from "./account-css.js"
import { AccountTabs } from "./account-tabs.js"
import { accountMessages } from "./messages.js"
import { AuthRows, useSignedInWithAuth } from "./auth-rows.js"
import { NamesSessionsRows } from "./names-sessions-rows.js"
import { SendStatus } from "./send-status.js"
import { SiwxRows } from "./siwx-rows.js"
import { socialNames } from "../connect/social-icons.js"
import { SwapButton } from "./swap-button.js"
import { selectAccountDetails } from "./select-account.js"
import { useAccountExtras } from "./use-account-extras.js"
import { useOfferedFeatures } from "./use-offered-features.js"

/** The connected account: who, how much, on which network, and the way out. */
export const AccountView = () => {
  const client = useGangwayClient()
  const account = useGangwayState(selectAccountDetails)
  const signedInWithAuth = useSignedInWithAuth()
  const t = useMessages(accountMessages)
  const { locale } = useLocale()
  const { balance: hasBalance, send: canSend, swap: canSwap } = account.chainFeatures
  const offered = useOfferedFeatures(account.address, account.network?.caipNetworkId)
  // A purchase is seen arriving in the balances: none to watch, nothing offered.
  const canBuy = offered.onramp && hasBalance
  const extras = useAccountExtras(account.address, account.network, {
    // Without a balance source nothing is asked for: no balance is shown rather than a wrong one.
    balance: account.balance !== undefined || !hasBalance,
    identity: account.profileName !== undefined
  })

  // The core fetches token balances and identity only when asked: when the view opens, and for another account or network.
  const caipNetworkId = account.network?.caipNetworkId
  useEffect(() => {
    if (account.address === undefined) return
    client.balances.refresh().catch(() => undefined)
    client.identity.refresh().catch(() => undefined)
  }, [client, account.address, caipNetworkId])

  if (account.address === undefined) {
    return (
      <div className="gw-empty" data-testid="account-view">
        <p className="gw-empty__title">{t("noAccount")}</p>
        <button type="button" className="gw-action" onClick={() => void client.modal.navigate("Connect")}>
          {t("connectWallet")}
        </button>
      </div>
    )
  }

  const address = account.address
  const name = account.profileName ?? extras.identityName
  const balance =
    account.balance === undefined
      ? extras.balance
      : `${formatBalance(account.balance, locale)} ${account.balanceSymbol ?? ""}`.trim()

  return (
    <div className="gw-account" data-testid="account-view" data-features-checked={offered.checked}>
      <FlowStyles name="account" css={accountCss} />
      {/* Who and how much in one compact block, so the tabs' content is in view on a laptop's screen. */}
      <div className="gw-account__hero">
        <AccountAvatar address={address} imageUrl={account.profileImage ?? extras.identityAvatar} />
        <div className="gw-account__who">
          <p className="gw-account__name" data-testid="account-name">
            <span className="gw-account__name-text">{name ?? shortAddress(address)}</span>
            <CopyButton value={address} label={t("copyAddress")} copied={t("addressCopied")} iconOnly />
          </p>
          {name !== undefined && <p className="gw-account__address">{address}</p>}
          {!hasBalance ? null : balance !== undefined ? (
            <p className="gw-account__balance" data-testid="account-balance">
              {balance}
            </p>
          ) : extras.balanceLoading ? (
            <p className="gw-account__balance gw-account__balance--loading" role="status">
              <span className="gw-sr-only">{t("loadingBalance")}</span>
            </p>
          ) : (
            // Neither the network nor the data API could say: never another network's balance.
            <p
              className="gw-account__balance gw-account__balance--unavailable"
              data-testid="account-balance-unavailable"
            >
              {t("balanceUnavailable", { network: account.network?.name ?? t("thisNetwork") })}
            </p>
          )}
        </div>
      </div>
      {(account.wallet !== undefined || account.explorerUrl !== undefined) && (
        <div className="gw-account__meta">
          {account.wallet !== undefined && (
            <p className="gw-account__wallet" data-testid="account-connected-with">
              {/* Logged in by email or a social account: say which, not the connector's name. */}
              {account.authUser?.socialProvider !== undefined
                ? t("connectedWith", { name: socialNames[account.authUser.socialProvider] })
                : account.authUser?.email !== undefined
                  ? t("connectedWithEmail", { email: account.authUser.email })
                  : t("connectedWith", { name: account.wallet.name })}
            </p>
          )}
          {account.explorerUrl !== undefined && (
            <a className="gw-link-button" href={account.explorerUrl} target="_blank" rel="noreferrer noopener">
              <ExternalIcon size={16} />
              {t("blockExplorer")}
              <span className="gw-sr-only">{t("newTab")}</span>
            </a>
          )}
        </div>
      )}
      {/* Signed in to the dApp: said near the account, where it is seen without scrolling. */}
      <SiwxRows />
      <SendStatus />
      {(canSend || canBuy) && (
        <div className="gw-account__actions">
          {canSend && (
            <button
              type="button"
              className="gw-action"
              onPointerEnter={() => void SendView.preload()}
              onFocus={() => void SendView.preload()}
              onClick={() => void client.modal.navigate("WalletSend")}
            >
              <SendIcon size={18} />
              {t("send")}
            </button>
          )}
          {canSwap && client.features.swaps && <SwapButton />}
          {canBuy && (
            <button
              type="button"
              className="gw-action gw-action--secondary"
              onPointerEnter={() => void OnrampBuyView.preload()}
              onFocus={() => void OnrampBuyView.preload()}
              onClick={() => void client.modal.navigate("OnrampBuy")}
            >
              <ArrowDownIcon size={18} />
              {t("buy")}
            </button>
          )}
        </div>
      )}
      {/* Tokens, NFTs and activity come from the same sources as the balance: none here without one. */}
      {hasBalance && <AccountTabs />}
      <div className="gw-stack">
        {account.network !== undefined && (
          <button type="button" className="gw-row" onClick={() => void client.modal.navigate("Networks")}>
            <NetworkAvatar network={account.network} />
            <span className="gw-row__label">
              <span className="gw-sr-only">{t("networkPrefix")}</span>
              {account.network.name}
            </span>
            <span className="gw-row__end">
              <ChevronRightIcon size={18} />
            </span>
          </button>
        )}
        <NamesSessionsRows offerName={name === undefined && offered.names} offerSessions={offered.sessions} />
        <AuthRows />
        <DisconnectRow label={signedInWithAuth ? t("signOut") : undefined} />
      </div>
    </div>
  )
}
