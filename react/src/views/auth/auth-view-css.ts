// Rules of the email, code, device, social and update-email views, shipped with their chunk.
export const authViewCss = `
.gw-auth{display:flex;flex-direction:column;align-items:stretch;gap:16px;padding:8px 4px 4px;text-align:center}
.gw-auth__lead{margin:0;color:var(--gw-muted);font-size:14px;line-height:1.45}
.gw-auth__lead strong{color:var(--gw-fg);font-weight:650;overflow-wrap:anywhere}
.gw-otp{width:100%;height:56px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-fg);font:inherit;font-size:28px;font-weight:650;letter-spacing:.5em;text-align:center;font-variant-numeric:tabular-nums;padding-inline-start:.5em}
.gw-otp:focus-visible{outline:2px solid var(--gw-accent);outline-offset:2px}
.gw-otp[aria-invalid=true]{border-color:var(--gw-error)}
.gw-auth__error{display:flex;gap:6px;align-items:flex-start;justify-content:center;margin:0;color:var(--gw-error);font-size:14px;text-align:start}
.gw-auth__resend{align-self:center;border:0;background:none;color:var(--gw-accent);font:inherit;font-weight:600;cursor:pointer;padding:8px;min-height:44px}
.gw-auth__resend:disabled{color:var(--gw-muted);cursor:default;font-variant-numeric:tabular-nums}
.gw-auth__mark{align-self:center;display:flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:22px;background:var(--gw-accent-soft);color:var(--gw-accent)}
.gw-auth__frame{width:100%;min-height:200px;border-radius:var(--gw-r-lg)}
.gw-auth__form{display:flex;flex-direction:column;gap:12px}
.gw-auth__email{width:100%;height:52px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-fg);font:inherit;padding:0 14px}
`
