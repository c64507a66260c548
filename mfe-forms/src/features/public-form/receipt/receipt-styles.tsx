// The receipt's CSS, in the confirmation route's chunk. On paper: no buttons, black on white, the
// whole width, and no row cut across two pages.
const CSS = `
.fo-receipt{width:100%;max-width:720px;text-align:left;border:1px solid #e0e0e0;border-radius:6px;padding:12px 16px;margin-top:16px;display:flex;flex-direction:column;gap:12px}
.fo-receipt-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px}
.fo-receipt-head h2{margin:0;font-size:1.25rem}
.fo-receipt h3{margin:0;font-size:1.05rem}
.fo-receipt-pairs{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.4fr);gap:4px 12px;margin:0}
.fo-receipt-pairs dt{font-weight:600}.fo-receipt-pairs dd{margin:0;overflow-wrap:anywhere}
.fo-receipt-amount{text-align:right;white-space:nowrap}
.fo-receipt-strong{font-weight:700}
.fo-receipt-table{width:100%;border-collapse:collapse}
.fo-receipt-table th,.fo-receipt-table td{text-align:left;padding:6px 4px;border-bottom:1px solid #e0e0e0;vertical-align:top}
.fo-receipt-table th:nth-child(2),.fo-receipt-table td:nth-child(2){text-align:right;white-space:nowrap}
.fo-receipt-table tr{break-inside:avoid}
.fo-receipt-state{font-weight:600}
.fo-receipt-declined{color:#b10e1c}
.fo-receipt-reason{margin:4px 0 0;font-size:.875rem}
.fo-receipt-pay{border:1px solid #e0e0e0;border-radius:6px;padding:12px;display:flex;flex-direction:column;gap:12px}
.fo-receipt-actions{display:flex;flex-wrap:wrap;gap:8px}
.fo-card-form{display:grid;grid-template-columns:2fr 1fr 1fr;gap:8px}
.fo-card-element{min-height:36px}
.fo-receipt .fo-small{padding:2px 10px;margin-top:6px}
@media (max-width:640px){.fo-card-form{grid-template-columns:1fr}}
@media print{
  .fo-no-print{display:none !important}
  .fo-root{max-width:none;padding:0;color:#000;background:#fff}
  .fo-receipt{max-width:none;border:0;padding:0}
  .fo-confirmation-image{width:96px;height:96px}
  .fo-receipt-declined{color:#000}
}
`;

export function ReceiptStyles() {
  return <style>{CSS}</style>;
}
