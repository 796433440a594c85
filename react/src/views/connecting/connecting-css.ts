// Rules of the connecting views, shipped with their chunk.
export const connectingCss = `
.gw-connecting{display:flex;flex-direction:column;align-items:center;gap:16px;padding:12px 8px 4px;text-align:center}
.gw-connecting__status{display:flex;flex-direction:column;gap:4px;align-items:center}
.gw-connecting__title{margin:0;font-size:16px;font-weight:650}
.gw-connecting__title--error{color:var(--gw-error)}
.gw-connecting__mark{position:relative;display:flex;align-items:center;justify-content:center;width:96px;height:96px}
.gw-connecting__icon{width:72px;height:72px;border-radius:22px;background:var(--gw-surface);color:var(--gw-muted);display:flex;align-items:center;justify-content:center;object-fit:cover}
.gw-connecting__ring{position:absolute;inset:0;border-radius:30px;border:3px solid var(--gw-accent-soft);border-top-color:var(--gw-accent);animation:gw-spin 1.1s linear infinite}
.gw-connecting__mark--failed .gw-connecting__icon{box-shadow:0 0 0 3px var(--gw-error)}
.gw-connecting__badge{position:absolute;inset-inline-end:4px;bottom:4px;display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background:var(--gw-bg);color:var(--gw-error)}
.gw-qr{position:relative;display:flex;align-items:center;justify-content:center;width:min(300px,100%);aspect-ratio:1;padding:16px;border-radius:var(--gw-r-lg);background:#fff;color:#111}
.gw-qr__code{width:100%;height:100%;display:block}
.gw-qr--placeholder{background:var(--gw-surface);color:var(--gw-muted)}
.gw-qr--failed{width:88px;padding:0;border-radius:50%;background:color-mix(in srgb,var(--gw-error) 14%,transparent)}
.gw-qr__overlay{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px;padding:16px;color:var(--gw-error)}
.gw-qr__logo{position:absolute;display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:14px;background:#fff;padding:6px}
.gw-qr__logo img,.gw-qr__logo span{width:44px;height:44px;border-radius:10px}
.gw-connecting__actions{display:flex;gap:8px;flex-wrap:wrap;justify-content:center}
.gw-connecting__open{width:100%;min-height:48px;text-decoration:none}
.gw-connecting__open:disabled{opacity:.6;cursor:progress}
.gw-connecting__or{margin:4px 0 0;font-size:13px;color:var(--gw-muted)}
.gw-qr--small{width:min(200px,100%);padding:12px}
.gw-expiry{font-size:12px;color:var(--gw-muted);font-variant-numeric:tabular-nums}
`
