import {
  ConnectButton,
  GangwayProvider,
  NetworkButton,
  useAccount,
  useNetwork,
  useSiwx,
  useTheme
} from "@gangway/react"
import { OnrampReturn } from "./onramp-return.js"
import { options } from "./options.js"
import { SignMessage } from "./sign-message.js"
import { rememberThemeMode } from "./theme-choice.js"

// The page draws from the options; the client itself loads when it is needed (a
// remembered session, the first click), so the first bundle holds React and the buttons.
const loadGangway = () => import("./client.js").then((module) => module.gangway)

const ThemeToggle = () => {
  const { mode, setThemeMode } = useTheme()
  const next = mode === "dark" ? "light" : "dark"
  return (
    <button
      type="button"
      className="demo-toggle"
      aria-label={`Switch to the ${next} theme`}
      title={`Switch to the ${next} theme`}
      onClick={() => {
        rememberThemeMode(next)
        void setThemeMode(next)
      }}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {mode === "dark" ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  )
}

const Status = () => {
  const account = useAccount()
  const { activeNetwork } = useNetwork()
  return (
    <dl className="demo-status">
      <dt>Status</dt>
      <dd data-testid="status">{account.status}</dd>
      <dt>Network</dt>
      <dd>{activeNetwork?.name ?? "none"}</dd>
      <dt>Address</dt>
      <dd className="demo-mono">{account.address ?? "not connected"}</dd>
      {options.siwx !== undefined && <SignInStatus />}
    </dl>
  )
}

/** Under `?siwx`: whether the visitor is signed in to this dApp, until when, and the way out. */
const SignInStatus = () => {
  const siwx = useSiwx()
  return (
    <>
      <dt>Sign-in</dt>
      <dd data-testid="siwx-status-demo">
        {siwx.status === "signed-in"
          ? `signed in${siwx.expiresAt === undefined ? "" : ` until ${new Date(siwx.expiresAt).toLocaleString()}`}`
          : siwx.status.replace("-", " ")}
        {siwx.status === "signed-in" && (
          <button type="button" className="demo-button" onClick={() => void siwx.signOut()}>
            Sign out
          </button>
        )}
      </dd>
    </>
  )
}

const Page = () => {
  const { mode } = useTheme()
  return (
    <div className="demo" data-theme={mode}>
      <header className="demo-header">
        <span className="demo-logo">Harbor&nbsp;Swap</span>
        <nav className="demo-actions" aria-label="Wallet">
          <ThemeToggle />
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="demo-main">
        <h1>Trade on the local chain</h1>
        <p>A demo dApp for Gangway: connect a wallet, pick a network, and watch the state below follow.</p>
        <Status />
        <SignMessage load={loadGangway} />
        <div className="demo-sizes">
          <ConnectButton size="sm" label="Small" />
          <ConnectButton size="lg" label="Connect to trade" />
          <ConnectButton disabled label="Disabled" />
        </div>
      </main>
    </div>
  )
}

export const App = () => (
  <GangwayProvider load={loadGangway} options={options}>
    <Page />
    <OnrampReturn />
  </GangwayProvider>
)
