import { shareLinks } from './share-links';

describe('spec 001 §2 share dialog: a URL link and an HTML embed code', () => {
  it('links to the public entry when the config advertises one', () => {
    const links = shareLinks('f-1', 'http://localhost:4102/public/', 'http://localhost:4100');
    expect(links.url).toBe('http://localhost:4102/public/registrations/f-1');
    expect(links.embedCode).toContain('<iframe id="front-office-form-f-1" src="http://localhost:4102/public/registrations/embed/f-1"');
  });

  it("falls back on the shell's own embed route", () => {
    expect(shareLinks('f-1', undefined, 'http://localhost:4100').url).toBe('http://localhost:4100/registrations/embed/f-1');
  });

  it('sets the height from the forms origin only, for this form only (mfe-forms README)', () => {
    const { embedCode } = shareLinks('f-1', 'https://forms.example.org/public', 'https://back.example.org');
    expect(embedCode).toContain('var FORMS_ORIGIN = "https://forms.example.org";');
    expect(embedCode).toContain('if (event.origin !== FORMS_ORIGIN) return;');
    expect(embedCode).toContain("data.type !== 'front-office:height'");
    expect(embedCode).toContain('if (data.formId !== "f-1") return;');
  });

  it('escapes the title inside the HTML attribute', () => {
    expect(shareLinks('f', undefined, 'http://a.test', 'Club "A" <b>').embedCode).toContain('title="Club &quot;A&quot; &lt;b&gt;"');
  });
});
