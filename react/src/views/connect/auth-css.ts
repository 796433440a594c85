// Rules of the email and social login sections, shipped in their own chunk: it loads only
// when an auth connector is registered.
export const authCss = `
.gw-field__submit{position:absolute;inset-inline-end:6px;width:40px;height:40px;border:0;border-radius:var(--gw-r-sm);background:var(--gw-accent);color:var(--gw-accent-fg);display:inline-flex;align-items:center;justify-content:center;cursor:pointer}
.gw-field__submit:disabled{background:var(--gw-hover);color:var(--gw-muted);cursor:default}
.gw-socials{display:flex;flex-direction:column;gap:8px}
.gw-socials__row{display:flex;gap:8px}
.gw-socials__row .gw-social{flex:1;min-width:0}
.gw-social{display:inline-flex;align-items:center;justify-content:center;gap:10px;height:52px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);cursor:pointer;font-weight:600;transition:background-color .15s}
.gw-social:hover{background:var(--gw-hover)}
`
