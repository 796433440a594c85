// The round icons of wallets, networks, tokens and accounts: rendered by NetworkButton on the page
// and by the modal's shell, not with the page's first stylesheet (a page showing only
// ConnectButton draws none before the first click). Same `href` everywhere: React 19 hoists it once.
export const AVATAR_CSS_HREF = "gangway-avatar"

export const avatarCss = `
.gw-avatar{position:relative;display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;border-radius:50%;overflow:hidden;color:#fff;font-size:13px;font-weight:700}
.gw-avatar__image{position:absolute;inset:0;width:100%;height:100%;border-radius:inherit;object-fit:cover}
.gw-root [data-image=loading]>.gw-avatar__letters,.gw-root [data-image=loading]>.gw-avatar__image{visibility:hidden}
.gw-avatar--sm{width:22px;height:22px;font-size:10px}
.gw-avatar--icon{background:var(--gw-hover);color:var(--gw-fg)}
.gw-avatar--walletconnect{background:#3b99fc;color:#fff}
`
