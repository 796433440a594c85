import { useGangway } from "@gangway/react"
import { Suspense, useEffect } from "react"

/** The client, once loaded: opens Buy on the order once the remembered wallet is back. */
const OpenBuy = () => {
  const { client, open } = useGangway()
  useEffect(() => {
    void client.ready.then((connected) => {
      if (connected) void open({ view: "OnrampBuy" })
    })
  }, [client, open])
  return null
}

/**
 * The onramp provider sends the buyer back to the page the purchase started on, with
 * `?onramp=completed|failed|cancelled&orderId=…`: there the Buy view shows that order (it reads
 * the query itself). Only such a page loads the client for it; any other renders nothing.
 */
export const OnrampReturn = () =>
  new URLSearchParams(window.location.search).has("onramp") ? (
    <Suspense fallback={null}>
      <OpenBuy />
    </Suspense>
  ) : null
