// Rules of the activity list, shipped with its chunk.
export const activityCss = `
.gw-activity{display:flex;flex-direction:column;gap:12px}
.gw-activity__group{display:flex;flex-direction:column;gap:6px}
.gw-activity__list{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;list-style:none}
.gw-tx{display:flex;align-items:center;gap:12px;min-height:60px;padding:8px 12px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.gw-tx__icon{position:relative;display:inline-flex;flex:none}
.gw-tx__direction{position:absolute;inset-inline-end:-4px;bottom:-4px;display:flex;align-items:center;justify-content:center;width:18px;height:18px;border-radius:50%;background:var(--gw-bg);color:var(--gw-fg)}
.gw-tx__main{display:flex;flex-direction:column;flex:1;min-width:0}
.gw-tx__title{font-weight:600}
.gw-tx__sub{font-size:13px;color:var(--gw-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gw-tx__end{display:flex;flex-direction:column;align-items:flex-end;gap:2px;font-variant-numeric:tabular-nums;text-align:end}
.gw-tx__amount{font-weight:600;white-space:nowrap}
.gw-tx__amount--in{color:var(--gw-success)}
.gw-tx__status{display:inline-flex;align-items:center;gap:4px;font-size:12px;color:var(--gw-muted);white-space:nowrap}
.gw-tx[data-status=pending] .gw-tx__status{color:var(--gw-accent);font-weight:600}
.gw-tx[data-status=failed] .gw-tx__status{color:var(--gw-error);font-weight:600}
.gw-activity--loading .gw-tx{background:linear-gradient(90deg,var(--gw-surface) 25%,var(--gw-hover) 50%,var(--gw-surface) 75%);background-size:200% 100%;animation:gw-shimmer 1.2s linear infinite}
.gw-activity__more{align-self:center}
.gw-tx__amount{direction:ltr;unicode-bidi:isolate}
.gw-tx__amount:dir(rtl){text-align:start}
`
