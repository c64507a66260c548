// Plain CSS rather than Fluent UI: the public bundle must stay light (ARCHITECTURE.md, ≤ 200 KB),
// and a thousand inputs render faster as native elements than as styled components.
// Sections skip layout and paint while off screen (content-visibility), which keeps a long
// form's keystrokes and rule changes from re-laying out the whole page.
const CSS = `
.fo-root{box-sizing:border-box;max-width:1000px;margin:0 auto;padding:16px;font-family:"Segoe UI",system-ui,-apple-system,sans-serif;color:#242424;line-height:1.4}
.fo-root *,.fo-root *::before,.fo-root *::after{box-sizing:inherit}
.fo-header{display:flex;flex-wrap:wrap;align-items:center;gap:16px;margin-bottom:16px}
.fo-avatar{width:64px;height:64px;border-radius:50%;object-fit:cover}
.fo-titles{flex:1;min-width:0;overflow-wrap:anywhere}
.fo-organization{margin:0;color:#616161}
.fo-title{margin:0;font-size:1.5rem}
.fo-progress ol{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:8px 0 16px}
.fo-progress li{padding:2px 10px;border-radius:12px;background:#f0f0f0;font-size:.85rem}
.fo-progress li.fo-done{background:#cfe4fa}
.fo-progress li[aria-current]{font-weight:600;background:#0f6cbd;color:#fff}
.fo-progress progress{width:100%;height:6px}
.fo-section{margin:0 0 16px;content-visibility:auto;contain-intrinsic-size:auto 480px}
.fo-section-title{font-size:1.1rem;margin:8px 0}
.fo-grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:12px 16px}
.fo-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.fo-label{font-weight:600}
.fo-input{font:inherit;padding:6px 8px;border:1px solid #d1d1d1;border-radius:4px;width:100%;background:#fff}
.fo-input[aria-invalid=true]{border-color:#c50f1f}
.fo-input:focus-visible,.fo-button:focus-visible{outline:2px solid #0f6cbd;outline-offset:1px}
.fo-quantity{width:6em}
.fo-check{display:flex;align-items:flex-start;gap:8px}
.fo-choices{display:flex;flex-direction:column;gap:4px}
.fo-inline{flex-direction:row;gap:16px}
.fo-error{color:#c50f1f;margin:0;font-size:.875rem}
.fo-error-line{display:block}
.fo-stock{display:block;color:#616161}
.fo-sold-out{color:#c50f1f;font-weight:600}
.fo-muted{color:#616161;margin:0}
.fo-rating{display:flex;gap:2px}
.fo-star{position:relative;width:30px;height:30px;display:inline-block}
.fo-star svg{position:absolute;inset:0;pointer-events:none}
.fo-star button{position:absolute;top:0;height:100%;border:0;padding:0;background:transparent;cursor:pointer}
.fo-star button:focus-visible{outline:2px solid #0f6cbd;outline-offset:1px}
.fo-star-whole{left:0;width:100%}.fo-star-left{left:0;width:50%}.fo-star-right{left:50%;width:50%}
.fo-rich-text img{max-width:100%}
.fo-photo{max-width:100%;height:auto}
.fo-video{position:relative;padding-top:56.25%}
.fo-video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.fo-document-frame{width:100%;height:480px;border:1px solid #d1d1d1}
.fo-signature-canvas{display:block;width:100%;height:140px;border:1px dashed #8a8a8a;border-radius:4px;touch-action:none;background:#fff}
.fo-signature{width:100%}
.fo-signature-typed{display:flex;flex-wrap:wrap;gap:6px;width:100%}
.fo-signature-typed .fo-input{flex:1 1 12em;width:auto;min-width:0}
.fo-camera,.fo-picture-preview{max-width:100%;max-height:240px}
.fo-picture,.fo-signature,.fo-upload,.fo-document{display:flex;flex-direction:column;gap:6px;align-items:flex-start}
.fo-stored-file{display:flex;flex-direction:column;gap:6px;align-items:flex-start;max-width:100%;overflow-wrap:anywhere}
.fo-stored-image{display:block;max-width:100%;max-height:140px;border:1px solid #d1d1d1;border-radius:4px;background:#fff}
.fo-products{display:flex;flex-direction:column;gap:6px}
.fo-product{display:flex;justify-content:space-between;align-items:center;gap:12px}
.fo-copy{border:1px solid #e0e0e0;border-radius:6px;margin:0 0 8px;padding:8px 12px}
.fo-button{font:inherit;padding:6px 16px;border-radius:4px;border:1px solid #0f6cbd;background:#0f6cbd;color:#fff;cursor:pointer}
.fo-button:disabled{opacity:.5;cursor:default}
.fo-secondary{background:#fff;color:#0f6cbd}
.fo-nav{display:flex;gap:8px;justify-content:space-between;margin-top:16px;align-items:center;flex-wrap:wrap}
.fo-alert{padding:8px 12px;border-radius:4px;background:#fdf3f4;color:#c50f1f;margin:8px 0}
.fo-notice{padding:8px 12px;border-radius:4px;background:#f0f6fd;margin:8px 0}
.fo-summary-list{margin:0 0 8px}
.fo-summary-row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,2fr);gap:8px;padding:4px 0;border-bottom:1px solid #f0f0f0}
.fo-summary-row dt{font-weight:600}.fo-summary-row dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.fo-summary-copy{font-style:italic;margin:6px 0 0}
.fo-state{text-align:center;padding:32px 16px}
.fo-spinner{width:32px;height:32px;border:3px solid #e0e0e0;border-top-color:#0f6cbd;border-radius:50%;animation:fo-spin 1s linear infinite;margin:0 auto 8px}
@keyframes fo-spin{to{transform:rotate(360deg)}}
.fo-confirmation{text-align:center;display:flex;flex-direction:column;align-items:center;gap:8px}
.fo-confirmation-image{width:150px;height:150px;object-fit:contain}
.fo-dialog-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center;z-index:10}
.fo-dialog{background:#fff;border-radius:8px;padding:16px 24px;max-width:560px;width:90%;display:flex;flex-direction:column;gap:12px}
.fo-share-row{display:flex;gap:8px;align-items:flex-end}.fo-share-row label{flex:1;display:flex;flex-direction:column;gap:4px}
.fo-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:640px){.fo-field{grid-column:1/-1 !important}}
`;

export function FormStyles() {
  return <style>{CSS}</style>;
}
