// Rules of the buy flow, shipped with its chunk.
export const onrampCss = `
.gw-buy{display:flex;flex-direction:column;gap:16px}
.gw-buy__step{margin:0 4px;font-size:13px;font-weight:600;color:var(--gw-muted)}
.gw-buy__field{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;border:0;min-width:0}
.gw-buy__label{margin:0 4px;padding:0;font-size:13px;font-weight:600;color:var(--gw-muted)}
.gw-buy__choices{display:flex;flex-wrap:wrap;gap:8px}
.gw-buy__choice{position:relative;display:flex;flex:1 1 0;min-width:0}
.gw-buy__choice input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.gw-buy__choice span{display:flex;flex-direction:column;gap:2px;width:100%;padding:10px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);font-weight:600}
.gw-buy__choice small{font-size:12px;font-weight:500;color:var(--gw-muted);font-variant-numeric:tabular-nums}
.gw-buy__choice input:checked+span{border-color:var(--gw-accent);background:var(--gw-accent-soft)}
.gw-buy__choice input:focus-visible+span{box-shadow:0 0 0 3px var(--gw-accent-soft);border-color:var(--gw-accent)}
.gw-buy__amount{display:flex;gap:8px}
.gw-buy .gw-buy__amount .gw-input{flex:1;height:56px;padding:0 14px;font-size:22px;font-weight:650;font-variant-numeric:tabular-nums}
.gw-buy__currency{height:56px;padding:0 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-fg);font:inherit;font-weight:600}
.gw-buy__quote{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0;padding:12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);font-size:14px;font-variant-numeric:tabular-nums}
.gw-buy__quote dt{color:var(--gw-muted)}
.gw-buy__quote dd{margin:0;text-align:end;font-weight:600;overflow-wrap:anywhere}
.gw-buy__quote-total{font-size:16px}
.gw-buy__estimate{display:flex;gap:8px;align-items:flex-start;margin:0;font-size:13px;color:var(--gw-muted)}
.gw-buy__submit{width:100%;min-height:48px;font-size:15px}
.gw-buy__submit:disabled,.gw-buy__submit[aria-disabled=true]{opacity:.55;cursor:not-allowed;filter:none}
.gw-buy__provider{display:flex;align-items:center;gap:12px;width:100%;min-height:64px;padding:10px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-fg);font-weight:600;text-decoration:none}
.gw-buy__provider:hover{background:var(--gw-hover)}
.gw-buy__provider-main{display:flex;flex-direction:column;flex:1;min-width:0}
.gw-buy__provider-sub{font-size:13px;font-weight:500;color:var(--gw-muted);font-variant-numeric:tabular-nums}
.gw-buy__status{display:flex;flex-direction:column;align-items:center;gap:8px;padding:8px 8px 4px;text-align:center}
.gw-buy__status-icon{display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:var(--gw-accent-soft);color:var(--gw-accent)}
.gw-buy__status-icon--done{background:color-mix(in srgb,var(--gw-success) 16%,transparent);color:var(--gw-success)}
.gw-buy__status-icon--failed{background:color-mix(in srgb,var(--gw-error) 14%,transparent);color:var(--gw-error)}
.gw-buy__status-title{margin:4px 0 0;font-size:17px;font-weight:650}
.gw-buy__status-text{margin:0;color:var(--gw-muted);font-size:14px;overflow-wrap:anywhere}
.gw-buy__actions{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.gw-buy__actions .gw-action{min-height:48px;text-decoration:none}
.gw-buy__actions .gw-buy__wide{grid-column:1/-1}
.gw-buy__providers{margin:0;padding:0;list-style:none}
.gw-buy .gw-field-error{margin:0 4px}
`
