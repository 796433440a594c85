import { defineMessages } from "@gangway/core/i18n"

/** Account → Sessions: the permissions granted to apps. */
export const sessionsMessages = defineMessages("sessions", {
  loading: "Loading the sessions",
  unavailable: "Sessions are not available here",
  loadFailed: "The sessions could not be read",
  intro: "Apps you granted permissions to act for this account without asking each time.",
  empty: "No app holds a permission from this account.",
  list: "Sessions",
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
  upToUnits: "Up to {amount} units of {token}",
  upTo: "Up to {amount} {symbol}",
  noPermission: "No permission the widget reads",
  revokedAt: "Revoked {date}",
  expiredAt: "Expired {date}",
  until: "Until {date}",
  revokeFailed: "The session could not be revoked",
  signer: "Signer",
  notNamed: "Not named",
  granted: "Granted",
  expires: "Expires",
  context: "Context",
  confirm: "Confirm revoking",
  confirmText: "The app loses this permission at once. Your wallet asks you to sign the revocation.",
  keep: "Keep",
  signing: "Sign in your wallet…",
  revoke: "Revoke",
  revokeSession: "Revoke session"
})
