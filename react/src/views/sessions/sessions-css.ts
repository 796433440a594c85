// Rules of the Sessions view, shipped with its chunk.
export const sessionsCss = `
.gw-sessions{display:flex;flex-direction:column;gap:12px}
.gw-sessions__list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.gw-sessions__item{border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface)}
.gw-sessions__head{display:flex;align-items:center;gap:10px;width:100%;min-height:56px;padding:10px 12px;border:0;background:transparent;color:var(--gw-fg);text-align:start;font:inherit;cursor:pointer;border-radius:var(--gw-radius)}
.gw-sessions__head:hover{background:var(--gw-hover)}
.gw-sessions__what{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.gw-sessions__allows{margin:0;font-weight:650;overflow-wrap:anywhere}
.gw-sessions__when{margin:0;font-size:13px;color:var(--gw-muted)}
.gw-sessions__badge{flex:none;padding:2px 10px;border-radius:999px;font-size:12px;font-weight:700;background:var(--gw-accent-soft);color:var(--gw-fg)}
.gw-sessions__badge[data-status=active]{background:color-mix(in srgb,var(--gw-success,#1f9d55) 18%,transparent);color:var(--gw-fg)}
.gw-sessions__badge[data-status=revoked]{background:color-mix(in srgb,var(--gw-error) 16%,transparent);color:var(--gw-fg)}
.gw-sessions__details{display:flex;flex-direction:column;gap:8px;padding:0 12px 12px}
.gw-sessions__facts{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;font-size:13px}
.gw-sessions__facts dt{color:var(--gw-muted)}
.gw-sessions__facts dd{margin:0;overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
.gw-sessions__confirm{display:flex;flex-direction:column;gap:8px;padding:10px;border-radius:var(--gw-radius);background:color-mix(in srgb,var(--gw-error) 8%,transparent)}
.gw-sessions__confirm p{margin:0;font-size:14px}
.gw-sessions__buttons{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.gw-sessions__buttons .gw-action{min-height:44px}
.gw-sessions__danger{background:var(--gw-error);color:#fff}
.gw-alert{display:flex;gap:10px;align-items:flex-start;padding:12px;border-radius:var(--gw-radius);background:color-mix(in srgb,var(--gw-error) 12%,transparent);color:var(--gw-fg);font-size:14px}
.gw-alert svg{flex:none;color:var(--gw-error)}
`
