// The modal's own rules (overlay, dialog, header, rows, fields, toasts and their animations),
// shipped with the modal's shell (modal-shell.tsx), after the first bundle's stylesheet
// (internal/stylesheet.ts: the theme, the reset and the buttons), whose order notes apply here too.
export const modalCss = `
.gw-font-warmup{position:fixed;top:0;left:0;visibility:hidden;pointer-events:none;white-space:nowrap}
.gw-overlay{position:fixed;inset:0;z-index:var(--gw-z);display:flex;align-items:center;justify-content:center;padding:16px 16px 80px}
.gw-overlay::before{content:"";position:absolute;inset:0;background:var(--gw-overlay);backdrop-filter:blur(var(--gw-overlay-blur));animation:gw-fade .16s ease-out}
.gw-dialog{position:relative;display:flex;flex-direction:column;width:400px;max-width:100%;max-height:min(680px,calc(100dvh - 96px));background:var(--gw-bg);border:1px solid var(--gw-border);border-radius:var(--gw-r-lg);box-shadow:0 24px 64px rgba(0,0,0,.35);overflow:hidden;animation:gw-rise .2s cubic-bezier(.2,.8,.2,1)}
.gw-dialog:focus{outline:none}
.gw-dialog[data-size=tall]{height:min(680px,calc(100dvh - 96px))}
.gw-dialog[data-size=tall]>.gw-body{flex:1}
.gw-dialog[data-shake=true]{animation:gw-shake .4s ease-in-out}
.gw-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;gap:8px;padding:12px 12px 8px}
.gw-title{margin:0;text-align:center;font-size:16px;font-weight:650;letter-spacing:-.01em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gw-icon-button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border:0;border-radius:var(--gw-r-sm);background:transparent;color:var(--gw-muted);cursor:pointer;transition:background-color .15s,color .15s}
.gw-icon-button:hover{background:var(--gw-surface);color:var(--gw-fg)}
.gw-body{overflow-y:auto;padding:8px 16px 20px;overscroll-behavior:contain}
.gw-footer{padding:12px 16px;border-top:1px solid var(--gw-border);color:var(--gw-muted);font-size:12px;text-align:center}

@media (max-width:429.98px){
.gw-overlay{align-items:flex-end;padding:0}
.gw-dialog{width:100%;max-height:calc(100dvh - 80px);border-radius:var(--gw-r-lg) var(--gw-r-lg) 0 0;border-bottom:0;padding-bottom:env(safe-area-inset-bottom);animation-name:gw-slide}
.gw-dialog::before{content:"";position:absolute;top:6px;left:50%;width:36px;height:4px;margin-left:-18px;border-radius:2px;background:var(--gw-border)}
.gw-dialog[data-size=tall]{height:calc(100dvh - 80px)}
.gw-toasts[data-modal=open]{top:12px;bottom:auto}
.gw-toasts[data-modal=open] .gw-toast{animation-name:gw-drop}
}

.gw-stack{display:flex;flex-direction:column;gap:8px}
.gw-section-label{margin:4px 4px 0;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.06em;color:var(--gw-muted)}
.gw-divider{display:flex;align-items:center;gap:12px;margin:16px 0;color:var(--gw-muted);font-size:13px}
.gw-divider::before,.gw-divider::after{content:"";flex:1;height:1px;background:var(--gw-border)}
.gw-divider:has(+ section:empty),section:empty + .gw-divider{display:none}
.gw-text{margin:0;color:var(--gw-muted);font-size:14px}

.gw-row{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 12px;border:1px solid transparent;border-radius:var(--gw-radius);background:var(--gw-surface);cursor:pointer;text-align:start;font-weight:550;transition:background-color .15s,border-color .15s}
.gw-row:hover{background:var(--gw-hover)}
.gw-row[aria-current=true]{border-color:var(--gw-accent);background:var(--gw-accent-soft)}
.gw-row__label{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gw-row__end{display:inline-flex;align-items:center;gap:8px;color:var(--gw-muted);font-size:13px;font-weight:500}
.gw-row__check{color:var(--gw-accent)}
.gw-badge{padding:2px 8px;border-radius:999px;border:1px solid var(--gw-border);font-size:11px;font-weight:600;color:var(--gw-muted)}

.gw-field{position:relative;display:flex;align-items:center}
.gw-input{width:100%;height:52px;padding-block:0;padding-inline:44px 52px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);font-size:15px;transition:border-color .15s,box-shadow .15s}
.gw-input::placeholder{color:var(--gw-muted)}
.gw-input:focus{outline:none;border-color:var(--gw-accent);box-shadow:0 0 0 3px var(--gw-accent-soft)}
.gw-input[aria-invalid=true]{border-color:var(--gw-error)}
.gw-field__icon{position:absolute;inset-inline-start:14px;color:var(--gw-muted);pointer-events:none;display:flex}
.gw-field-error{margin:6px 4px 0;color:var(--gw-error);font-size:13px;display:flex;gap:6px;align-items:center}

.gw-empty{display:flex;flex-direction:column;align-items:center;gap:6px;padding:24px 16px;border:1px dashed var(--gw-border);border-radius:var(--gw-radius);text-align:center}
.gw-empty__icon{display:flex;align-items:center;justify-content:center;width:48px;height:48px;margin-bottom:6px;border-radius:50%;background:var(--gw-surface);color:var(--gw-muted)}
.gw-empty__title{margin:0;font-weight:600;font-size:15px}

.gw-notice{display:flex;flex-direction:column;align-items:center;gap:8px;padding:8px 8px 20px;text-align:center}
.gw-notice__icon{display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:color-mix(in srgb,var(--gw-error) 14%,transparent);color:var(--gw-error)}
.gw-notice__title{margin:4px 0 0;font-size:17px;font-weight:650}

.gw-wallet-avatar{display:inline-flex;align-items:center;justify-content:center;flex:none;border-radius:10px;background:var(--gw-hover);color:var(--gw-muted);object-fit:cover}
.gw-action{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 18px;border:1px solid transparent;border-radius:999px;background:var(--gw-accent);color:var(--gw-accent-fg);font-weight:600;cursor:pointer}
.gw-action--secondary{background:var(--gw-surface);color:var(--gw-fg);border-color:var(--gw-border)}
.gw-action:hover{filter:brightness(1.06)}
.gw-link-button{display:inline-flex;align-items:center;gap:6px;min-height:36px;padding:0 14px;border:1px solid var(--gw-border);border-radius:999px;background:transparent;color:var(--gw-fg);font-size:13px;font-weight:600;text-decoration:none;cursor:pointer}
.gw-link-button:hover{background:var(--gw-surface)}

.gw-skeleton{display:flex;flex-direction:column;gap:8px}
.gw-skeleton__bar{height:56px;border-radius:var(--gw-radius);background:linear-gradient(90deg,var(--gw-surface) 25%,var(--gw-hover) 50%,var(--gw-surface) 75%);background-size:200% 100%;animation:gw-shimmer 1.2s linear infinite}

.gw-toasts{position:fixed;bottom:calc(16px + env(safe-area-inset-bottom));left:0;right:0;z-index:calc(var(--gw-z) + 1);display:flex;justify-content:center;pointer-events:none}
.gw-toast{display:flex;align-items:center;gap:10px;max-width:min(420px,calc(100vw - 32px));padding-block:10px;padding-inline:12px 16px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg);box-shadow:0 8px 32px rgba(0,0,0,.25);font-size:14px;font-weight:550;pointer-events:auto;animation:gw-lift .2s ease-out}
.gw-toast__icon{display:flex;flex:none}
.gw-toast--success .gw-toast__icon{color:var(--gw-success)}
.gw-toast--error .gw-toast__icon{color:var(--gw-error)}
.gw-toast--loading .gw-toast__icon{color:var(--gw-accent)}

@keyframes gw-fade{from{opacity:0}}
@keyframes gw-rise{from{opacity:.5;transform:translateY(8px) scale(.98)}}
@keyframes gw-slide{from{transform:translateY(100%)}}
@keyframes gw-drop{from{opacity:0;transform:translateY(-8px)}}
@keyframes gw-lift{from{opacity:0;transform:translateY(8px)}}
@keyframes gw-shimmer{to{background-position:-200% 0}}
@keyframes gw-shake{20%,60%{transform:translateX(-8px)}40%,80%{transform:translateX(8px)}}
@media (prefers-reduced-motion:reduce){.gw-dialog[data-shake=true]{border-color:var(--gw-error);box-shadow:0 0 0 3px color-mix(in srgb,var(--gw-error) 30%,transparent)}}
`
