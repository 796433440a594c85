import { definePlainMessages } from "@gangway/core/i18n"

/** The page's buttons (the first bundle): connect, account and network. */
export const buttonMessages = definePlainMessages("buttons", {
  connect: "Connect wallet",
  connecting: "Connecting…",
  chooseNetwork: "Choose network",
  // Read by screen readers before the network's name.
  networkPrefix: "Network: "
})
