import { useGangwayClient } from "../context.js"
import { useMessages } from "../i18n/use-messages.js"
import { modalMessages } from "../modal/messages.js"
import { CopyIcon } from "./icons.js"

interface CopyButtonProps {
  readonly value: string
  /** The accessible name and visible label, e.g. "Copy link". */
  readonly label: string
  /** The toast once copied, e.g. "Link copied". */
  readonly copied: string
  /** Only the icon shows; the label stays as the accessible name. */
  readonly iconOnly?: boolean
  readonly className?: string
}

/** Copies `value` to the clipboard and says so in a toast (or that it could not). */
export const CopyButton = ({ value, label, copied, iconOnly = false, className }: CopyButtonProps) => {
  const client = useGangwayClient()
  const t = useMessages(modalMessages)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      void client.toast.show("success", copied)
    } catch {
      void client.toast.show("error", t("copyFailed"))
    }
  }
  return (
    <button
      type="button"
      className={className ?? (iconOnly ? "gw-icon-button" : "gw-link-button")}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      data-copy-value={value}
      onClick={() => void copy()}
    >
      <CopyIcon size={iconOnly ? 18 : 16} />
      {!iconOnly && label}
    </button>
  )
}
