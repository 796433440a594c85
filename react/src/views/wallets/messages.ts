import { defineMessages } from "@gangway/core/i18n"

/** The whole wallet directory: search, the count and its empty and failed states. */
export const walletsMessages = defineMessages("wallets", {
  search: "Search wallets",
  shownOfCount: "{shown} of {count} wallets",
  noneFound: "No wallet found",
  tryAnotherName: "Try another name.",
  loadFailed: "The wallet list could not be loaded",
  opensOnPhone: "Wallets that open on this phone",
  otherDevice: "QR code or link for another device",
  // Read after an installed wallet's name.
  installed: " (installed)"
})
