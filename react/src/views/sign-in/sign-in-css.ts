// Rules of the sign-in views, shipped with their chunk.
export const signInCss = `
.gw-sign-in{display:flex;flex-direction:column;align-items:center;gap:16px;padding:12px 8px 4px;text-align:center}
.gw-sign-in__marks{display:flex;align-items:center;gap:10px}
.gw-sign-in__mark{width:64px;height:64px;border-radius:20px;background:var(--gw-surface);color:var(--gw-muted);display:flex;align-items:center;justify-content:center;object-fit:cover}
.gw-sign-in__app{font-size:24px;font-weight:700;color:var(--gw-accent);background:var(--gw-accent-soft)}
.gw-sign-in__link{color:var(--gw-muted)}
.gw-sign-in__title{margin:0;font-size:17px;font-weight:650}
.gw-sign-in__account{display:inline-flex;gap:8px;align-items:center;padding:6px 12px;border-radius:999px;background:var(--gw-surface);font-size:13px;font-variant-numeric:tabular-nums}
.gw-sign-in__error{margin:0;display:flex;gap:8px;align-items:flex-start;width:100%;box-sizing:border-box;padding:10px 12px;border-radius:var(--gw-r-md,12px);background:color-mix(in srgb,var(--gw-error) 12%,transparent);color:var(--gw-error);font-size:14px;text-align:start}
.gw-sign-in__note{margin:0;font-size:13px;color:var(--gw-muted)}
.gw-sign-in__actions{display:flex;gap:8px;width:100%}
.gw-sign-in__actions .gw-action{flex:1}
.gw-sign-in__actions .gw-action:disabled{opacity:.6;cursor:progress}
.gw-dialog:has([data-closing-disabled=true]) .gw-header>.gw-icon-button:last-child{opacity:.35;cursor:not-allowed}
`
