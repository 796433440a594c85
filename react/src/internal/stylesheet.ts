// Every rule is scoped under a `gw-` class. Order matters:
// 1. the theme's defaults in `:where(.gw-root)` (no specificity), so a page's `.gw-root{--gw-accent:…}`
//    overrides them and the dApp's options (inline on the root) override both; both palettes are
//    there at once through `light-dark()`, picked by `color-scheme` ("light dark" follows the OS);
// 2. a reset of everything the host page may have set, at `.gw-root` specificity, so it beats the
//    page's element selectors (`h2`, `button`, `*`) and loses to the component rules after it: the
//    root starts from initial values (nothing inherited from the page), the rest from the browser's. SVG
//    contents keep their presentation attributes (a revert would drop them); `direction` is not
//    part of `all`, so `dir` still inherits. Sizes are px, so a page's `html{font-size}` changes nothing.
// Addresses, hashes and amounts (.gw-ltr) read left to right in any language; under dir=rtl they
// keep the container's alignment (the start unless a rule says otherwise), not their own.
// This sheet is what ConnectButton and AccountButton need before the first click; NetworkButton
// and the icons bring theirs (components/network-button.tsx, internal/avatar-css.ts), the modal's
// rules come with its shell's chunk (modal/modal-stylesheet.ts), after these.
export const css = `
:where(.gw-root){--gw-accent:#3b6cf6;--gw-accent-fg:#fff;--gw-bg:light-dark(#fff,#121314);--gw-fg:light-dark(#111318,#f3f4f6);--gw-muted:light-dark(#5b6170,#a3a9b6);--gw-border:light-dark(#dfe2e8,#2e3136);--gw-success:light-dark(#0f7a3d,#3ecf7a);--gw-error:light-dark(#c0262d,#ff6b6b);
--gw-font:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;--gw-font-mono:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;--gw-radius:16px;--gw-overlay:rgba(8,9,12,.55);--gw-overlay-blur:0px;--gw-z:2147483000}
.gw-root{all:initial}.gw-root :where(:not(svg,svg *)){all:revert}
.gw-root,.gw-root *,.gw-root *::before,.gw-root *::after{box-sizing:border-box}
.gw-root{color-scheme:light dark;font:15px/1.4 var(--gw-font);color:var(--gw-fg);-webkit-font-smoothing:antialiased;
--gw-surface:color-mix(in srgb,var(--gw-fg) 6%,var(--gw-bg));--gw-r-sm:calc(var(--gw-radius) * .625);--gw-r-lg:calc(var(--gw-radius) * 1.5);
--gw-hover:color-mix(in srgb,var(--gw-fg) 7%,var(--gw-surface));--gw-accent-soft:color-mix(in srgb,var(--gw-accent) 14%,transparent)}
.gw-root :where(svg){display:inline;vertical-align:baseline;margin:0;padding:0;border:0;background:none;max-width:none;color:inherit;font:inherit}
.gw-ltr,.gw-button__balance{direction:ltr;unicode-bidi:isolate}
.gw-ltr:dir(rtl),.gw-button__balance:dir(rtl){text-align:end}
.gw-flip:dir(rtl){transform:scaleX(-1)}
.gw-root :where(button,input){font:inherit;color:inherit}
.gw-root:focus-visible,.gw-root :focus-visible{outline:2px solid var(--gw-accent);outline-offset:2px}
.gw-sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}

.gw-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;line-height:1;border:1px solid transparent;cursor:pointer;font-weight:600;white-space:nowrap;border-radius:999px;transition:background-color .15s,filter .15s,transform .1s}
.gw-button:active:not(:disabled){transform:scale(.98)}
.gw-button:disabled{cursor:not-allowed;opacity:.55}
.gw-button[aria-busy=true]{cursor:progress}
.gw-button--sm{height:32px;padding:0 12px;font-size:13px}
.gw-button--md{height:40px;padding:0 16px;font-size:14px}
.gw-button--lg{height:48px;padding:0 20px;font-size:16px}
.gw-button--primary{background:var(--gw-accent);color:var(--gw-accent-fg)}
.gw-button--primary:hover:not(:disabled){filter:brightness(1.08)}
.gw-button--secondary{background:var(--gw-surface);color:var(--gw-fg);border-color:var(--gw-border)}
.gw-button--secondary:hover:not(:disabled){background:var(--gw-hover)}
.gw-button__balance{font-variant-numeric:tabular-nums;opacity:.85;font-weight:500}.gw-button__name{max-width:14em;overflow:hidden;text-overflow:ellipsis;unicode-bidi:plaintext}@media (max-width:429.98px){.gw-button__balance{display:none}.gw-button__name{max-width:7em}}
@media (max-width:429.98px){
.gw-button[data-state=loading]{padding:0;aspect-ratio:1}
.gw-button[data-state=loading] .gw-button__label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
}
.gw-spin{animation:gw-spin .8s linear infinite}
@keyframes gw-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.gw-root,.gw-root *,.gw-overlay::before{animation:none!important;transition:none!important}}
`
