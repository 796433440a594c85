import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
import { useModalState } from "../../hooks/use-modal-state.js"
import { SignMessageView } from "./sign-message-view.js"
import { SigningView } from "./signing-view.js"

/** The sign-in view the router is on (one entry for both in the modal's table): ConnectingSiwe while the wallet signs, else SIWXSignMessage. */
export const SignInView = () => (useModalState().view === "ConnectingSiwe" ? <SigningView /> : <SignMessageView />)
