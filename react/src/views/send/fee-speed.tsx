import type { FeeSpeed } from "@gangway/core"
import { useId } from "react"
import { FlowStyles } from "../../internal/flow-styles.js"
import { useMessages } from "../../i18n/use-messages.js"
import { sendMessages } from "./messages.js"

const css = `
.gw-speed{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;border:0}
.gw-speed legend{margin:0 4px 6px;padding:0;font-size:13px;font-weight:600;color:var(--gw-muted)}
.gw-speed__options{display:grid;grid-template-columns:repeat(3,1fr);gap:4px;padding:4px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.gw-speed__option{position:relative;display:flex;align-items:center;justify-content:center;min-height:40px;border-radius:calc(var(--gw-radius) - 4px);font-size:14px;font-weight:600;color:var(--gw-muted);cursor:pointer}
.gw-speed__option input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.gw-speed__option:has(input:checked){background:var(--gw-bg);color:var(--gw-fg);box-shadow:0 1px 2px rgb(0 0 0/.12)}
.gw-speed__option:has(input:focus-visible){outline:2px solid var(--gw-accent);outline-offset:1px}
.gw-speed__option:has(input:disabled){cursor:default;opacity:.6}
`

/**
 * The fee speeds the network prices differently (Bitcoin: how many blocks to wait), as a
 * choice in the send preview; the preview is priced again for the one chosen.
 */
export const FeeSpeedChoice = (props: {
  readonly speeds: ReadonlyArray<FeeSpeed>
  readonly value: FeeSpeed
  readonly disabled: boolean
  readonly onChange: (speed: FeeSpeed) => void
}) => {
  const name = useId()
  const t = useMessages(sendMessages)
  return (
    <fieldset className="gw-speed" data-testid="send-fee-speed">
      <FlowStyles name="fee-speed" css={css} />
      <legend>{t("feeSpeed")}</legend>
      <div className="gw-speed__options">
        {props.speeds.map((speed) => (
          <label key={speed} className="gw-speed__option">
            <input
              type="radio"
              name={name}
              value={speed}
              checked={props.value === speed}
              disabled={props.disabled}
              onChange={() => props.onChange(speed)}
            />
            {t(speed)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
