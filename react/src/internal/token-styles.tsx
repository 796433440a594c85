import { FlowStyles } from "./flow-styles.js"

// Rules shared by the Account view's Tokens tab and the token picker of the send flow.
const tokensCss = `
.gw-tokens{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;list-style:none}
.gw-token{display:flex;align-items:center;gap:12px;width:100%;min-height:60px;padding:8px 12px;border:1px solid transparent;border-radius:var(--gw-radius);background:var(--gw-surface);text-align:start}
button.gw-token{cursor:pointer;transition:background-color .15s,border-color .15s}
button.gw-token:hover{background:var(--gw-hover)}
.gw-token[aria-current=true]{border-color:var(--gw-accent);background:var(--gw-accent-soft)}
.gw-token-avatar{position:relative;overflow:hidden;display:inline-flex;align-items:center;justify-content:center;flex:none;border-radius:50%;object-fit:cover;color:#fff;font-size:11px;font-weight:700;letter-spacing:.02em;background:var(--gw-hover)}
.gw-token__main{display:flex;flex-direction:column;flex:1;min-width:0}
.gw-token__name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gw-token__amount{font-size:13px;color:var(--gw-muted);font-variant-numeric:tabular-nums;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gw-token__value{font-weight:600;font-variant-numeric:tabular-nums}
.gw-tokens--loading .gw-token{background:linear-gradient(90deg,var(--gw-surface) 25%,var(--gw-hover) 50%,var(--gw-surface) 75%);background-size:200% 100%;animation:gw-shimmer 1.2s linear infinite}
.gw-token__amount,.gw-token__value{direction:ltr;unicode-bidi:isolate}
.gw-token__amount:dir(rtl),.gw-token__value:dir(rtl){text-align:end}
`

export const TokenStyles = () => <FlowStyles name="tokens" css={tokensCss} />
