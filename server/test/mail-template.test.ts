// A message's markup comes from its compiled layout (services/mail/template.tsx): it must be, byte
// for byte, what React renders for the same message, whatever its texts and layout.
import type { MailContent } from '../src/services/mail/template';
import { reactMailHtml, renderMail } from '../src/services/mail/template';

const ODD_TEXTS = [
  '',
  ' ',
  'Plain',
  '<script>alert(1)</script><img src=x onerror=alert(2)>',
  `He said "yes" & she said 'no' > < &amp; &lt;`,
  'Ligne 1\nLigne 2\r\n\tfin',
  'Émilie Côté — 10 € · 日本語 · 🙂🏳️‍🌈',
  '\ue000 0 \ue001 \ue0001\ue001 p \ue000p\ue001',
  '{{title}} ${footer} $& $1',
  'x'.repeat(149),
  'y'.repeat(150),
  `${'z'.repeat(149)}🙂 after the cut`,
  `${'<&>'.repeat(60)}`,
];

/** A small deterministic generator, so a failure names its seed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const int = (below: number) => Math.floor(next() * below);
  const text = () => (next() < 0.6 ? (ODD_TEXTS[int(ODD_TEXTS.length)] as string) : `Text ${int(1000)} ${'w'.repeat(int(200))}`);
  return { next, int, text };
}

function randomContent(seed: number): MailContent {
  const { next, int, text } = generator(seed);
  return {
    language: next() < 0.5 ? 'en' : 'fr',
    title: text(),
    paragraphs: Array.from({ length: int(4) }, text),
    tables: next() < 0.2 ? undefined : Array.from({ length: int(4) }, () => ({ title: text(), rows: Array.from({ length: int(6) }, () => [text(), text()] as const) })),
    action: next() < 0.3 ? undefined : { label: text(), href: next() < 0.8 ? `https://app.example.org/submissions/${int(100)}?key=${encodeURIComponent(text())}` : `http://x.test/"${text()}"` },
    after: next() < 0.3 ? undefined : Array.from({ length: int(3) }, text),
    footer: text(),
  };
}

describe('the compiled mail markup', () => {
  it('is React’s markup for 400 messages of every layout and odd texts', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const content = randomContent(seed);
      const html = renderMail(content).html;
      if (html !== reactMailHtml(content)) throw new Error(`seed ${seed}: the compiled markup differs from React's`);
    }
  });

  it('fills one layout with other texts, the preview cut and filled as React Email does', () => {
    const base: MailContent = { language: 'fr', title: 'Inscription reçue', paragraphs: ['Short'], tables: [{ title: 'Réponses', rows: [['Nom', 'Côté']] }], footer: 'Club' };
    for (const first of ODD_TEXTS) {
      const content = { ...base, paragraphs: [first] };
      expect(renderMail(content).html).toBe(reactMailHtml(content));
    }
    // No paragraph: the preview shows the title.
    const titled = { ...base, paragraphs: [], title: 'T'.repeat(151) };
    expect(renderMail(titled).html).toBe(reactMailHtml(titled));
  });

  it('escapes every text, so no answer adds markup', () => {
    const content: MailContent = { language: 'en', title: 'T', paragraphs: ['<b>bold</b>'], tables: [{ title: 'Answers', rows: [['Name', '<img src=x onerror=alert(1)>']] }], footer: '"f"' };
    const { html } = renderMail(content);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;f&quot;');
  });

  it('leaves a javascript: link to React, which blocks it', () => {
    const content: MailContent = { language: 'en', title: 'T', paragraphs: [], action: { label: 'Open', href: 'javascript:alert(1)' }, footer: 'f' };
    const { html } = renderMail(content);
    expect(html).toBe(reactMailHtml(content));
    expect(html).not.toContain('javascript:alert(1)');
  });
});
