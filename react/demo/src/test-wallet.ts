/**
 * On the local world (`npm start`, the end-to-end tests) the page installs the
 * EIP-6963 test wallet itself, as a browser extension would. A call, not an
 * import for its effect: the package is marked free of side effects.
 */
export const installTestWallet = (): void => {
  const url = import.meta.env.VITE_GANGWAY_WALLET_SCRIPT_URL
  if (url === undefined || url === "") return
  const script = document.createElement("script")
  // `?polkadot`: the wallet also injects its Polkadot side (window.injectedWeb3["gangway-test"]).
  const query = new URLSearchParams(window.location.search)
  // `?bitcoin`: and its Bitcoin side (Wallet Standard, on the local regtest ledger); `&satsconnect`: through the sats-connect API instead.
  const sides = [
    ...(query.has("polkadot") ? ["polkadot=1"] : []),
    ...(query.has("bitcoin") ? ["bitcoin=1"] : []),
    ...(query.has("satsconnect") ? ["satsconnect=1"] : [])
  ]
  script.src = sides.length === 0 ? url : `${url}${url.includes("?") ? "&" : "?"}${sides.join("&")}`
  script.dataset.gangwayTestWallet = ""
  document.head.append(script)
}
