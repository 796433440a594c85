// Click → WalletConnect QR code visible, in the demo on the local world (issue 14), as a person
// with `npm start` sees it: the WalletConnect Verify frame cannot load here (nothing outside
// this machine answers), so it is refused, not answered. Prints the median of BENCH_RUNS runs.
// Run by `npm run bench` after the modal's figures.
import { VERIFY_FRAME_URL } from "@gangway/fixtures"
import { startLocalDemo } from "../react/test/e2e/local-demo.js"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const demo = await startLocalDemo()
try {
  const times: Array<number> = []
  for (let run = 0; run < RUNS; run += 1) {
    const page = await demo.openDemo(1280)
    await page.route(`${VERIFY_FRAME_URL}**`, (route) => route.abort())
    // The modal's client loaded first, as after a visitor's first look at it.
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.waitForFunction(() => window.gangway !== undefined)
    const walletConnect = page.getByRole("button", { name: /WalletConnect/ })
    await walletConnect.waitFor()
    // Timed inside the page: from the click event to the frame that shows the code.
    const elapsed = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = [...document.querySelectorAll("button")].find((item) =>
            /WalletConnect/.test(item.textContent ?? "")
          )
          let clickedAt = 0
          button?.addEventListener("click", (event) => (clickedAt = event.timeStamp), { once: true })
          const observer = new MutationObserver(() => {
            if (document.querySelector("[data-wc-uri]") === null) return
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - clickedAt))
          })
          observer.observe(document.body, { subtree: true, childList: true, attributes: true })
          button?.click()
        })
    )
    times.push(elapsed)
    console.log(`run ${run + 1}/${RUNS}: click -> WalletConnect QR visible ${elapsed.toFixed(1)} ms`)
    await page.context().close()
  }
  const sorted = [...times].sort((a, b) => a - b)
  const median =
    sorted.length % 2 === 1
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2
  console.log(
    `\nclick -> WalletConnect QR visible (local world, Verify frame unreachable): ${median.toFixed(1)} ms median of ${RUNS}`
  )
} finally {
  await demo.stop()
}
