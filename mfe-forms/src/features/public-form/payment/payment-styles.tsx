// The payment panel's CSS, in its lazy chunk so the form's first render does not carry it.
const CSS = `
.fo-payment{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;margin:16px 0}
.fo-payment-main{display:flex;flex-direction:column;gap:12px;min-width:0}
.fo-price-summary{border:1px solid #e0e0e0;border-radius:6px;padding:8px 12px;align-self:start}
.fo-price-row{display:flex;justify-content:space-between;gap:8px;padding:4px 0;border-bottom:1px solid #f0f0f0}
.fo-price-row dd{margin:0;white-space:nowrap}
.fo-price-total{font-weight:700;border-bottom:0}
.fo-fieldset{border:0;margin:0;padding:0}
.fo-schedule{margin:4px 0;padding-left:20px}
.fo-inline-input{display:flex;gap:8px}
.fo-success{color:#0e700e;margin:0}
.fo-small{padding:2px 10px;align-self:flex-start}
.fo-card-form{display:grid;grid-template-columns:2fr 1fr 1fr;gap:8px}
.fo-sample-card{display:grid;grid-template-columns:2fr 1fr 1fr;gap:8px}
.fo-card-element{min-height:36px}
@media (max-width:640px){.fo-card-form,.fo-sample-card{grid-template-columns:1fr}}
@media (min-width:900px){.fo-payment{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}
`;

export function PaymentStyles() {
  return <style>{CSS}</style>;
}
