/**
 * The bar's styles, rendered with it in a <style> element: the bar lives in
 * the editor canvas, which may be an iframe that stylesheets loaded with an
 * on-demand chunk never reach.
 */
export const BAR_STYLES = `
.orbit-form-ai{box-sizing:border-box;margin:12px 0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;font-size:13px}
.orbit-form-ai__control{display:flex;align-items:center;gap:8px;padding:6px 6px 6px 12px;border:1px solid #949494;border-radius:4px;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.05)}
.orbit-form-ai__input{flex:1 1 auto;min-width:0;min-height:32px;padding:6px 0;border:0;resize:none;background:transparent;font:inherit;font-size:15px;line-height:20px;color:#1e1e1e}
.orbit-form-ai__input:focus{outline:none}
.orbit-form-ai__control:focus-within{border-color:var(--wp-admin-theme-color,#3858e9);box-shadow:0 0 0 1px var(--wp-admin-theme-color,#3858e9)}
.orbit-form-ai__input:disabled{color:#757575}
.orbit-form-ai__working{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.orbit-form-ai__offline{display:inline-block;margin-top:4px;padding:0 6px;border-radius:2px;background:#f0f0f0;color:#50575e;font-size:11px;text-transform:uppercase;letter-spacing:.04em}
.orbit-form-ai--fixed{position:fixed;left:0;right:0;top:0;z-index:31;margin:0;padding:8px;background:#fff;border-bottom:1px solid #e0e0e0}
`;
