import type { NoticeKey } from "../i18n/notices-messages.js"

export type ToastVariant = "success" | "error" | "loading"

/** An error as a toast carries it: its tag and its fields, so a UI can say it in its language. */
export type ToastError = { readonly _tag: string; readonly message: string }

/** What a toast says, for a UI that translates it: a core error (by tag) or a notice (by key). */
export type ToastAbout =
  | { readonly kind: "error"; readonly error: ToastError }
  | { readonly kind: "notice"; readonly notice: NoticeKey }

export interface ToastState {
  readonly open: boolean
  readonly variant: ToastVariant
  /** The English text. */
  readonly message: string
  /** What the text is, when the core knows: a UI translates it (none for a dApp's own `showToast`). */
  readonly about?: ToastAbout | undefined
}

export const initialToastState: ToastState = { open: false, variant: "success", message: "" }
