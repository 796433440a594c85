import type { CaipNetwork, ChainNamespace } from "@gangway/core"
import { useId, useState } from "react"
import { useNetwork } from "../../hooks/use-network.js"
import { useMessages } from "../../i18n/use-messages.js"
import { CheckIcon, SpinnerIcon } from "../../internal/icons.js"
import { NetworkAvatar } from "../../internal/network-avatar.js"
import { networksMessages } from "./messages.js"

const groupByNamespace = (networks: ReadonlyArray<CaipNetwork>) => {
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of networks) {
    const group = groups.get(network.chainNamespace) ?? []
    group.push(network)
    groups.set(network.chainNamespace, group)
  }
  return [...groups]
}

interface NetworkListProps {
  /** Called after the switch succeeded. */
  readonly onSwitched: () => void
  /** Whether the active network counts as active here (not on the unsupported-chain view). */
  readonly markActive?: boolean
}

/** Every configured network grouped by namespace; choosing one switches to it. */
export const NetworkList = ({ onSwitched, markActive = true }: NetworkListProps) => {
  const { activeNetwork, networks, switchNetwork } = useNetwork()
  const [pending, setPending] = useState<string | undefined>()
  const groups = groupByNamespace(networks)
  const headingPrefix = useId()
  const t = useMessages(networksMessages)
  const labelled = groups.length > 1

  const choose = async (network: CaipNetwork) => {
    setPending(network.caipNetworkId)
    try {
      await switchNetwork(network)
      onSwitched()
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="gw-stack">
      {groups.map(([namespace, members]) => (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes with the group role: both are set when there are groups, neither otherwise
        <div
          key={namespace}
          className="gw-stack"
          role={labelled ? "group" : undefined}
          aria-labelledby={labelled ? `${headingPrefix}${namespace}` : undefined}
        >
          {labelled && (
            <h3 id={`${headingPrefix}${namespace}`} className="gw-section-label">
              {t(namespace)}
            </h3>
          )}
          {members.map((network) => {
            const active = markActive && network.caipNetworkId === activeNetwork?.caipNetworkId
            return (
              <button
                key={network.caipNetworkId}
                type="button"
                className="gw-row"
                aria-current={active ? "true" : undefined}
                aria-busy={pending === network.caipNetworkId}
                data-network={network.caipNetworkId}
                onClick={() => void choose(network)}
              >
                <NetworkAvatar network={network} />
                <span className="gw-row__label">{network.name}</span>
                <span className="gw-row__end">
                  {network.testnet === true && <span className="gw-badge">{t("testnet")}</span>}
                  {pending === network.caipNetworkId && <SpinnerIcon size={18} />}
                  {active && (
                    <>
                      <CheckIcon className="gw-row__check" />
                      <span className="gw-sr-only">{t("active")}</span>
                    </>
                  )}
                </span>
              </button>
            )
          })}
        </div>
      ))}
    </div>
  )
}
