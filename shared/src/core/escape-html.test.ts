import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters React escapes, as React does, and leaves the rest', () => {
    expect(escapeHtml(`<a href="x">'Tom' & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#x27;Tom&#x27; &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('Émilie · 🙂 \ue000')).toBe('Émilie · 🙂 \ue000');
  });
});
