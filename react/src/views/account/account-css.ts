// Rules of the Account view, shipped with its chunk.
export const accountCss = `
.gw-account{display:flex;flex-direction:column;gap:16px}
.gw-account__hero{display:flex;flex-direction:column;align-items:center;gap:8px;padding:4px 0 8px;text-align:center}
.gw-account__avatar{width:72px;height:72px;border-radius:50%;object-fit:cover;box-shadow:0 0 0 4px var(--gw-surface)}
.gw-account__name{display:flex;align-items:center;gap:4px;margin:6px 0 0;font-size:20px;font-weight:700;letter-spacing:-.01em}
.gw-account__address{margin:0;max-width:100%;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px;color:var(--gw-muted);overflow-wrap:anywhere}
.gw-account__balance{margin:2px 0 0;font-size:15px;font-weight:600;color:var(--gw-muted);font-variant-numeric:tabular-nums}
.gw-account__balance--loading{width:96px;height:18px;border-radius:6px;background:linear-gradient(90deg,var(--gw-surface) 25%,var(--gw-hover) 50%,var(--gw-surface) 75%);background-size:200% 100%;animation:gw-shimmer 1.2s linear infinite}
.gw-account__links{display:flex;gap:8px;flex-wrap:wrap;justify-content:center}
.gw-account__wallet{font-size:13px;color:var(--gw-muted)}
`
