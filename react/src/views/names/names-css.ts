// Rules of the name registration flow, shipped with its chunk.
export const namesCss = `
.gw-names{display:flex;flex-direction:column;gap:12px}
.gw-names__field{display:flex;align-items:center;gap:0;padding:0 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface)}
.gw-names__field:focus-within{border-color:var(--gw-accent);box-shadow:0 0 0 3px var(--gw-accent-soft)}
.gw-names .gw-names__input{flex:1;min-width:0;height:48px;border:0;background:transparent;color:var(--gw-fg);font-size:17px}
.gw-names .gw-names__input:focus{outline:none}
.gw-names__suffix{flex:none;color:var(--gw-muted);font-size:15px}
.gw-names__status{margin:0;min-height:20px;font-size:14px;color:var(--gw-muted);overflow-wrap:anywhere}
.gw-names__status--ok{color:var(--gw-success,#1f7a45)}
.gw-names__status--error{color:var(--gw-error)}
.gw-names__rules{margin:0;font-size:13px;color:var(--gw-muted)}
.gw-names__suggestions{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.gw-names__suggestion{min-height:36px;padding:4px 12px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg);color:var(--gw-fg);font-size:14px;cursor:pointer;overflow-wrap:anywhere}
.gw-names__suggestion:hover{background:var(--gw-hover)}
.gw-names__submit{width:100%;min-height:48px;font-size:15px}
.gw-names__submit:disabled{opacity:.55;cursor:not-allowed;filter:none}
.gw-names__summary{display:flex;flex-direction:column;align-items:center;gap:8px;padding:12px 4px;text-align:center}
.gw-names__name{margin:0;font-size:22px;font-weight:700;overflow-wrap:anywhere}
.gw-names__text{margin:0;color:var(--gw-muted);font-size:14px;overflow-wrap:anywhere}
.gw-names__actions{display:grid;grid-template-columns:1fr 2fr;gap:8px}
.gw-names__actions .gw-action{min-height:48px}
.gw-names__icon{display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:var(--gw-accent-soft);color:var(--gw-fg)}
.gw-names__icon--ok{background:color-mix(in srgb,var(--gw-success,#1f9d55) 16%,transparent);color:var(--gw-success,#1f7a45)}
`
