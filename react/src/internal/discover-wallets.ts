import { announcedConnectorData, watchAnnouncedWallets, type Connector } from "@gangway/core"

/** The browser wallets that announce themselves (EIP-6963), as connectors, until the returned function is called. */
export const discoverWallets = (onChange: (wallets: ReadonlyArray<Connector>) => void): (() => void) =>
  watchAnnouncedWallets((details) => onChange(details.map((detail) => announcedConnectorData(detail.info))))
