// The code field of email login: typed or pasted whole, sent once it has 6 digits.
import { cleanup, fireEvent, render } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { OtpField } from "./otp-field.js"

afterEach(cleanup)

const field = (onComplete: (code: string) => void, options: { busy?: boolean; error?: string } = {}) => {
  const view = render(
    <OtpField label="Code from the email" error={options.error} busy={options.busy ?? false} onComplete={onComplete} />
  )
  return { view, input: view.getByLabelText("Code from the email") as HTMLInputElement }
}

describe("the one-time code field", () => {
  it("takes a code pasted as the mail shows it (spaces, dashes) and sends its 6 digits once", () => {
    const onComplete = vi.fn()
    const { input } = field(onComplete)
    fireEvent.change(input, { target: { value: "123 - 456" } })
    expect(input.value).toBe("123456")
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("123456")
    expect(input.getAttribute("autocomplete")).toBe("one-time-code")
    expect(input.getAttribute("inputmode")).toBe("numeric")
  })

  it("waits for the sixth digit and keeps no more than six", () => {
    const onComplete = vi.fn()
    const { input } = field(onComplete)
    fireEvent.change(input, { target: { value: "12345" } })
    expect(onComplete).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: "1234567" } })
    expect(input.value).toBe("123456")
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("123456")
  })

  it("shows the frame's message as an alert tied to the field", () => {
    const { view, input } = field(() => undefined, { error: "This code has expired: ask for a new code" })
    expect(view.getByRole("alert").textContent).toContain("This code has expired: ask for a new code")
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(input.getAttribute("aria-describedby")).toBe(view.getByRole("alert").id)
  })
})
