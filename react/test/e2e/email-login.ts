import type { Page } from "playwright-core"

/** A step of the email login at which a test may look (a screenshot, an axe check). */
export type EmailLoginStep = "email" | "device" | "code"

/**
 * Email login as a person does it on a new browser, from the page's Connect button to the
 * code typed: the email, the device approved by the link in the mail (read on the local
 * inbox page in another tab), then the mailed code. `atStep` runs at each step.
 */
export const logInByEmail = async (
  page: Page,
  inboxUrl: string,
  email: string,
  atStep: (step: EmailLoginStep) => Promise<void> = async () => {}
) => {
  await page.getByRole("button", { name: "Connect wallet" }).first().click()
  const dialog = page.getByRole("dialog")
  await dialog.getByRole("textbox", { name: "Email address" }).fill(email)
  await atStep("email")
  await dialog.getByRole("button", { name: "Continue with email" }).click()

  await page.getByTestId("email-device-view").waitFor()
  // The link is awaited here, not a code: no "Resend code in 29 s".
  if ((await page.getByTestId("email-device-view").getByTestId("resend-code").count()) !== 0)
    throw new Error("the device view offers to resend a code")
  await atStep("device")
  const inbox = await page.context().newPage()
  await inbox.goto(`${inboxUrl}/?to=${encodeURIComponent(email)}`)
  const approval = inbox.getByTestId("inbox-approval").first()
  await approval.waitFor()
  const approved = await page.context().newPage()
  await approved.goto((await approval.getAttribute("href"))!)
  await approved.close()

  // Then the code, in the next mail (the page lists the newest first).
  await page.getByTestId("email-otp-view").waitFor()
  await inbox.reload()
  const code = (await inbox.getByTestId("inbox-otp").first().textContent())!.trim()
  await inbox.close()
  if (!/^\d{6}$/.test(code)) throw new Error(`The mailed code is not 6 digits: ${code}`)
  await atStep("code")
  await page.getByTestId("otp-input").fill(code)
}
