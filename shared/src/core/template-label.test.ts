import { templateLabel } from './template-label';

const names: Record<string, string> = {
  'createForm.templateNames.blank': 'Formulaire vierge',
  'createForm.templateNames.contact': 'Formulaire de contact',
};
const translate = (key: string, fallback: string) => names[key] ?? fallback;

describe('templateLabel', () => {
  it.each([
    ['blank', 'Formulaire vierge'],
    ['contact', 'Formulaire de contact'],
    ['Contact', 'Formulaire de contact'],
    ['Summer camp', 'Summer camp'],
  ])('issue 13 §6: the template named %s shows as %s, not as its raw key', (name, expected) => {
    expect(templateLabel(name, 'fr', translate)).toBe(expected);
  });

  it('spec 000 §3: a template named in both languages shows the name of the current one', () => {
    const name = [
      { culture: 'en' as const, value: 'Camp' },
      { culture: 'fr' as const, value: 'Camp FR' },
    ];
    expect(templateLabel(name, 'fr', translate)).toBe('Camp FR');
  });
});
