// Rules of the AllWallets view, shipped with its chunk.
export const walletsCss = `
.gw-wallets{display:flex;flex-direction:column;gap:12px}
.gw-search{position:sticky;top:-8px;z-index:2;margin-top:-8px;padding:8px 0 4px;background:var(--gw-bg)}
.gw-search .gw-input{height:44px;padding-block:0;padding-inline:40px 14px}
.gw-search .gw-field__icon{inset-inline-start:13px}
.gw-wallet-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(76px,1fr));gap:8px;margin:0;padding:0;list-style:none}
.gw-wallet-tile{position:relative;display:flex;flex-direction:column;align-items:center;gap:6px;width:100%;padding:10px 4px 8px;border:1px solid transparent;border-radius:var(--gw-radius);background:var(--gw-surface);cursor:pointer;font-size:12px;font-weight:550;transition:background-color .15s}
.gw-wallet-tile:hover{background:var(--gw-hover)}
.gw-wallet-tile img,.gw-wallet-tile .gw-wallet-avatar{width:48px;height:48px;border-radius:14px}
.gw-wallet-tile__name{display:-webkit-box;width:100%;min-height:2.5em;overflow:hidden;-webkit-line-clamp:2;-webkit-box-orient:vertical;line-height:1.25;text-align:center;overflow-wrap:anywhere}
.gw-wallet-tile__badge{position:absolute;top:6px;inset-inline-end:6px;width:10px;height:10px;border-radius:50%;background:var(--gw-success);box-shadow:0 0 0 2px var(--gw-surface)}
.gw-wallet-tile--skeleton{height:110px;cursor:default;background:linear-gradient(90deg,var(--gw-surface) 25%,var(--gw-hover) 50%,var(--gw-surface) 75%);background-size:200% 100%;animation:gw-shimmer 1.2s linear infinite}
.gw-wallets__count{margin:0 4px;font-size:12px;color:var(--gw-muted)}
.gw-wallets__sentinel{height:1px}
`
