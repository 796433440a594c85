// Rules of the send flow, shipped with its chunk.
export const sendCss = `
.gw-send{display:flex;flex-direction:column;gap:16px}
.gw-send__field{display:flex;flex-direction:column;gap:6px}
.gw-send__label{margin:0 4px;font-size:13px;font-weight:600;color:var(--gw-muted)}
.gw-send__token{display:flex;align-items:center;gap:12px;width:100%;min-height:60px;padding:8px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);cursor:pointer;text-align:start;font-weight:600;transition:background-color .15s}
.gw-send__token:hover{background:var(--gw-hover)}
.gw-send__token[aria-invalid=true]{border-color:var(--gw-error)}
.gw-send__token-main{display:flex;flex-direction:column;flex:1;min-width:0}
.gw-send__token-sub{font-size:13px;font-weight:500;color:var(--gw-muted);font-variant-numeric:tabular-nums}
.gw-send__placeholder{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;background:var(--gw-hover);color:var(--gw-muted)}
.gw-send__amount{position:relative;display:flex;align-items:center}
.gw-send .gw-send__amount .gw-input{height:60px;padding-block:0;padding-inline:14px 76px;font-size:24px;font-weight:650;font-variant-numeric:tabular-nums}
.gw-send .gw-input--plain{padding:0 12px;font-size:13px;font-variant-numeric:tabular-nums}
.gw-send__max{position:absolute;inset-inline-end:10px;height:32px;padding:0 12px;border:0;border-radius:999px;background:var(--gw-accent-soft);color:var(--gw-fg);font-size:13px;font-weight:700;cursor:pointer}
.gw-send__max:disabled{opacity:.5;cursor:default}
.gw-send__hint{display:flex;justify-content:space-between;gap:8px;margin:0 4px;font-size:13px;color:var(--gw-muted);font-variant-numeric:tabular-nums}
.gw-send__resolved{display:flex;align-items:center;gap:8px;margin:0 4px;font-size:13px;color:var(--gw-muted);overflow-wrap:anywhere}
.gw-send__resolved img{width:20px;height:20px;border-radius:50%}
@media (max-width:429.98px){.gw-send .gw-input--plain{padding:0 10px;font-size:12px}}
.gw-send__submit{width:100%;min-height:48px;font-size:15px}
.gw-send__submit:disabled{opacity:.55;cursor:not-allowed;filter:none}
.gw-alert{display:flex;gap:10px;align-items:flex-start;padding:12px;border-radius:var(--gw-radius);background:color-mix(in srgb,var(--gw-error) 12%,transparent);color:var(--gw-fg);font-size:14px}
.gw-alert svg{flex:none;color:var(--gw-error)}
.gw-summary{display:flex;flex-direction:column;align-items:center;gap:6px;padding:8px 0 4px;text-align:center}
.gw-summary__amount{margin:4px 0 0;font-size:28px;font-weight:700;letter-spacing:-.01em;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.gw-summary__usd{margin:0;color:var(--gw-muted);font-variant-numeric:tabular-nums}
.gw-send__actions{display:grid;grid-template-columns:1fr 2fr;gap:8px}
.gw-send__actions .gw-action{min-height:48px}
.gw-summary__amount{direction:ltr;unicode-bidi:isolate}
`
