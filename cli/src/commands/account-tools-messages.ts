// What name, sessions, sign-in and nfts say to a person; `--json` keeps its keys and English.
import { defineMessages } from "@gangway/core/i18n/runtime"

export const accountToolsMessages = defineMessages("cliAccountTools", {
  nameAvailable: "{name} is available",
  nameTaken: "{name} is already registered",
  freeNames: "Free names like it: {names}",
  signingRegistration: "Signing the registration in the wallet…",
  registered: "Registered {name} for {address}",
  noName: "{address} has no name",
  hasName: "{address} is {name}",
  status: "{status, select, active {active} expired {expired} revoked {revoked} other {{status}}}",
  until: "until {date}",
  upTo: "up to {amount}",
  upToUnits: "up to {allowance} units of {token}",
  allows: "allows {allows}; signer {signer}",
  nothingReadable: "nothing the CLI reads",
  signerNotNamed: "not named",
  noSessions: "No smart sessions",
  signingRevocation: "Signing the revocation in the wallet…",
  revoked: "Revoked {pci}",
  signedIn: "Signed in {address} on {chainId} at {url}",
  signedInUntil: "(until {until})",
  notSignedIn: "Not signed in: {address} on {chainId} at {url}",
  noNfts: "No NFTs yet"
})
