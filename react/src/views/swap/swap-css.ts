// Rules of the swap flow, shipped with its chunk.
export const swapCss = `
.gw-swap{display:flex;flex-direction:column;gap:12px}
.gw-swap__side{display:flex;flex-direction:column;gap:8px;padding:12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface)}
.gw-swap__side-head{display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:13px;font-weight:600;color:var(--gw-muted)}
.gw-swap__line{display:flex;align-items:center;gap:8px}
.gw-swap .gw-swap__amount{flex:1;min-width:0;height:48px;padding:0 4px;border:0;background:transparent;font-size:26px;font-weight:650;font-variant-numeric:tabular-nums;color:var(--gw-fg)}
.gw-swap .gw-swap__amount:focus{outline:none}
.gw-swap__side:focus-within{border-color:var(--gw-accent);box-shadow:0 0 0 3px var(--gw-accent-soft)}
.gw-swap__out{flex:1;min-width:0;margin:0;padding:0 4px;font-size:26px;font-weight:650;font-variant-numeric:tabular-nums;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gw-swap__out--empty{color:var(--gw-muted)}
.gw-swap__token{display:inline-flex;align-items:center;gap:8px;flex:none;min-height:40px;padding:4px;padding-inline-end:10px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg);color:var(--gw-fg);font-weight:650;cursor:pointer}
.gw-swap__token:hover{background:var(--gw-hover)}
.gw-swap__sub{display:flex;justify-content:space-between;gap:8px;font-size:13px;color:var(--gw-muted);font-variant-numeric:tabular-nums}
.gw-swap__max{padding:2px 10px;border:0;border-radius:999px;background:var(--gw-accent-soft);color:var(--gw-fg);font-size:12px;font-weight:700;cursor:pointer}
.gw-swap__flip-row{display:flex;justify-content:center;margin:-20px 0}
.gw-swap__flip{position:relative;z-index:1;display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border:4px solid var(--gw-bg);border-radius:12px;background:var(--gw-surface);color:var(--gw-fg);cursor:pointer}
.gw-swap__flip:hover{background:var(--gw-hover)}
.gw-swap__quote{margin:0 4px;font-size:13px;color:var(--gw-muted);font-variant-numeric:tabular-nums;min-height:18px}
.gw-swap__submit{width:100%;min-height:48px;font-size:15px}
.gw-swap__submit:disabled{opacity:.55;cursor:not-allowed;filter:none}
.gw-swap__actions{display:grid;grid-template-columns:1fr 2fr;gap:8px}
.gw-swap__actions .gw-action{min-height:48px}
.gw-swap__pair{display:flex;align-items:center;justify-content:center;gap:12px;padding:8px 0 4px;flex-wrap:wrap}
.gw-swap__pair-side{display:flex;flex-direction:column;align-items:center;gap:4px;min-width:0;text-align:center}
.gw-swap__pair-amount{margin:0;font-size:20px;font-weight:700;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.gw-swap__pair-usd{margin:0;font-size:13px;color:var(--gw-muted)}
.gw-swap__status{display:flex;flex-direction:column;align-items:center;gap:10px;padding:16px 8px;text-align:center}
.gw-swap__status-icon{display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:var(--gw-accent-soft);color:var(--gw-fg)}
.gw-swap__status-icon--ok{background:color-mix(in srgb,var(--gw-success,#1f9d55) 16%,transparent);color:var(--gw-success,#1f9d55)}
.gw-swap__status-icon--error{background:color-mix(in srgb,var(--gw-error) 14%,transparent);color:var(--gw-error)}
.gw-swap__steps{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;list-style:none;font-size:14px;text-align:start}
.gw-swap__steps li{display:flex;align-items:center;gap:8px}
.gw-swap__steps li[data-state=todo]{color:var(--gw-muted)}
.gw-swap__text{margin:0;color:var(--gw-muted);font-size:14px;overflow-wrap:anywhere}
.gw-swap__warn{color:var(--gw-error)}
.gw-alert{display:flex;gap:10px;align-items:flex-start;padding:12px;border-radius:var(--gw-radius);background:color-mix(in srgb,var(--gw-error) 12%,transparent);color:var(--gw-fg);font-size:14px}
.gw-alert svg{flex:none;color:var(--gw-error)}
.gw-swap__pair-amount{direction:ltr;unicode-bidi:isolate}
.gw-swap__impact{display:inline-flex;align-items:center;gap:6px}
.gw-swap__impact--warning{color:var(--gw-warning,light-dark(#9a5b00,#f0b429))}
.gw-swap__impact--severe{color:var(--gw-error)}
.gw-swap__impact-notice{display:flex;gap:10px;align-items:flex-start;padding:12px;border-radius:var(--gw-radius);border:1px solid currentColor;font-size:14px}
.gw-swap__impact-notice p{margin:0;color:var(--gw-fg);overflow-wrap:anywhere}
.gw-swap__impact-notice svg{flex:none}
.gw-swap__impact-notice--warning{color:var(--gw-warning,light-dark(#9a5b00,#f0b429));background:color-mix(in srgb,var(--gw-warning,light-dark(#9a5b00,#f0b429)) 10%,transparent)}
.gw-swap__impact-notice--severe{color:var(--gw-error);background:color-mix(in srgb,var(--gw-error) 12%,transparent)}
.gw-swap .gw-swap__submit--anyway{background:var(--gw-error);color:var(--gw-bg)}
`
