import { useAccount, useGangwayState } from "@gangway/react"
import { useEffect, useId, useState } from "react"

const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`

/** How this dApp asks each namespace's wallet to sign a message (the request's method and params), and reads the answer. */
const signRequests: Readonly<
  Record<
    string,
    {
      readonly method: string
      readonly params: (message: string, address: string) => unknown
      readonly signature: (reply: unknown) => unknown
    }
  >
> = {
  eip155: {
    method: "personal_sign",
    params: (message, address) => [toHex(message), address],
    signature: (reply) => reply
  },
  bip122: {
    method: "signMessage",
    params: (message, address) => ({ address, message }),
    signature: (reply) => (reply as { signature?: unknown } | null)?.signature
  },
  polkadot: {
    method: "polkadot_signMessage",
    params: (message, address) => ({ address, message: toHex(message) }),
    signature: (reply) => (reply as { signature?: unknown } | null)?.signature
  }
}

/** The dApp asks the connected wallet to sign a message, through the client's `request`. */
export const SignMessage = ({
  load
}: {
  readonly load: () => Promise<{ request: (method: string, params?: unknown) => Promise<unknown> }>
}) => {
  const account = useAccount()
  const namespace = useGangwayState((state) => state.chains.activeNamespace)
  const [message, setMessage] = useState("Harbor Swap: this account is mine")
  const [result, setResult] = useState<{ readonly signature?: string; readonly error?: string }>({})
  const [busy, setBusy] = useState(false)
  const id = useId()
  // Another account (or another login) has not signed anything yet: the last account's signature goes.
  useEffect(() => setResult({}), [account.address, namespace])
  const request = namespace === undefined ? undefined : signRequests[namespace]
  if (!account.isConnected || account.address === undefined || request === undefined) return null
  const address = account.address

  const sign = async () => {
    setBusy(true)
    setResult({})
    try {
      const client = await load()
      const signature = request.signature(await client.request(request.method, request.params(message, address)))
      setResult(typeof signature === "string" ? { signature } : { error: "The wallet answered without a signature" })
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="demo-sign" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>Sign a message</h2>
      <label htmlFor={`${id}message`}>Message</label>
      <textarea id={`${id}message`} rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
      <button type="button" className="demo-button" disabled={busy || message === ""} onClick={() => void sign()}>
        {busy ? "Waiting for the wallet…" : "Sign message"}
      </button>
      {result.signature !== undefined && (
        <p
          className="demo-mono demo-signature"
          data-testid="signature"
          data-signature={result.signature}
          data-message={message}
        >
          Signature: {result.signature}
        </p>
      )}
      {result.error !== undefined && (
        <p role="alert" className="demo-error">
          {result.error}
        </p>
      )}
    </section>
  )
}
