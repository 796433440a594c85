// Rules of the Account view, shipped with its chunk. The dialog opens tall on this view so that the
// tabs' late content (tokens, NFTs, activity) does not make it jump; an account without a balance
// source has no tabs and nothing that arrives later: the dialog is then its content's height.
export const accountCss = `
.gw-dialog[data-size=tall]:has(.gw-account):not(:has(.gw-account__tabs)){height:auto}
.gw-account{display:flex;flex-direction:column;gap:16px}
.gw-account__hero{display:flex;align-items:center;gap:14px;padding:2px 0 0}
.gw-account__avatar{flex:none;width:60px;height:60px;border-radius:50%;object-fit:cover;box-shadow:0 0 0 3px var(--gw-surface)}
.gw-account__who{display:flex;flex-direction:column;gap:2px;min-width:0}
.gw-account__name{display:flex;align-items:center;gap:2px;min-width:0;margin:0;font-size:19px;font-weight:700;letter-spacing:-.01em}
.gw-account__name-text{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gw-account__name .gw-icon-button{width:32px;height:32px;flex:none}
.gw-account__address{margin:0;max-width:100%;font-family:var(--gw-font-mono);font-size:12px;color:var(--gw-muted);overflow-wrap:anywhere}
.gw-account__balance{margin:0;font-size:15px;font-weight:600;color:var(--gw-muted);font-variant-numeric:tabular-nums}
.gw-account__balance--unavailable{font-size:14px;font-weight:500;color:var(--gw-muted)}
.gw-account__balance--loading{width:96px;height:18px;border-radius:6px;background:linear-gradient(90deg,var(--gw-surface) 25%,var(--gw-hover) 50%,var(--gw-surface) 75%);background-size:200% 100%;animation:gw-shimmer 1.2s linear infinite}
.gw-account__meta{display:flex;align-items:center;justify-content:space-between;gap:8px;flex-wrap:wrap;margin-top:-4px}
.gw-account__wallet{margin:0;font-size:13px;color:var(--gw-muted)}
.gw-account__actions{display:flex;flex-wrap:wrap;gap:8px}
.gw-account__siwx{cursor:default}
.gw-account__siwx .gw-row__label{display:flex;flex-direction:column;gap:2px;min-width:0;white-space:normal}
.gw-account__siwx-title{font-weight:650}
.gw-account__siwx-detail{font-size:13px;font-weight:500;color:var(--gw-muted);overflow-wrap:anywhere}
.gw-account__actions .gw-action{flex:1 1 0;min-height:48px;padding:0 14px;word-break:keep-all}
.gw-account__tabs{display:flex;flex-direction:column;gap:10px}
.gw-tabs{display:flex;gap:4px;padding:4px;border-radius:999px;background:var(--gw-surface)}
.gw-tab{flex:1;min-height:36px;word-break:keep-all;border:0;border-radius:999px;background:transparent;color:var(--gw-muted);font-weight:600;cursor:pointer;transition:background-color .15s,color .15s}
.gw-tab:hover{color:var(--gw-fg)}
.gw-tab[aria-selected=true]{background:var(--gw-bg);color:var(--gw-fg);box-shadow:0 1px 3px rgba(0,0,0,.2)}
.gw-account__panel{min-height:120px}
.gw-nfts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px;margin:0;padding:0;list-style:none}
.gw-nft{display:flex;flex-direction:column;gap:6px;padding:6px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.gw-nft__image{display:flex;align-items:center;justify-content:center;width:100%;aspect-ratio:1;border-radius:var(--gw-r-sm);object-fit:cover;background:var(--gw-hover);color:var(--gw-muted)}
.gw-nft__name{padding:0 4px 2px;font-size:13px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gw-nft--loading .gw-nft__image,.gw-nft--loading .gw-nft__name{background:linear-gradient(90deg,var(--gw-surface) 25%,var(--gw-hover) 50%,var(--gw-surface) 75%);background-size:200% 100%;animation:gw-shimmer 1.2s linear infinite}
.gw-nft--loading .gw-nft__name{height:14px;border-radius:6px}
.gw-send-status{display:flex;gap:12px;padding:14px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface)}
.gw-send-status__icon{display:flex;flex:none;color:var(--gw-accent)}
.gw-send-status--confirmed .gw-send-status__icon{color:var(--gw-success)}
.gw-send-status--failed{border-color:color-mix(in srgb,var(--gw-error) 50%,var(--gw-border))}
.gw-send-status--failed .gw-send-status__icon{color:var(--gw-error)}
.gw-send-status__main{display:flex;flex-direction:column;gap:4px;min-width:0}
.gw-send-status__title{margin:0;font-weight:650}
.gw-send-status__summary{margin:0;font-size:14px;font-weight:550;overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
.gw-send-status__hash{display:flex;align-items:center;flex-wrap:wrap;gap:4px 8px;margin:2px 0 0;font-family:var(--gw-font-mono);font-size:13px;color:var(--gw-muted)}
.gw-send-status__hash .gw-icon-button{width:32px;height:32px}
.gw-send-status__hash .gw-link-button{min-height:30px;font-family:var(--gw-font)}
.gw-send-status__actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:6px}
.gw-account__address,.gw-account__balance,.gw-account-type__address,.gw-send-status__hash{direction:ltr;unicode-bidi:isolate}
.gw-account__address:dir(rtl),.gw-account__balance:dir(rtl),.gw-account-type__address:dir(rtl),.gw-send-status__hash:dir(rtl){text-align:end}
`
