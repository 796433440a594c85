// A list of label / value rows (a <dl class="gw-details">): the send preview and the approval view.
export const detailsCss = `
.gw-details{display:flex;flex-direction:column;margin:0;padding:4px 14px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.gw-details__row{display:flex;justify-content:space-between;align-items:center;gap:12px;min-height:48px;padding:8px 0;border-bottom:1px solid var(--gw-border)}
.gw-details__row:last-child{border-bottom:0}
.gw-details dt{color:var(--gw-muted);font-size:14px}
.gw-details dd{display:flex;flex-direction:column;align-items:flex-end;margin:0;font-weight:600;text-align:end;font-variant-numeric:tabular-nums;min-width:0;overflow-wrap:anywhere}
.gw-details__sub{font-size:12px;font-weight:500;color:var(--gw-muted)}
.gw-details__network{display:inline-flex;align-items:center;gap:8px}
.gw-details__loading{display:inline-block;width:96px;height:16px;border-radius:6px;background:linear-gradient(90deg,var(--gw-hover) 25%,var(--gw-border) 50%,var(--gw-hover) 75%);background-size:200% 100%;animation:gw-shimmer 1.2s linear infinite}
`
