import { FormStatus } from '../types/form';
import type { Form } from '../types/form';
import { localizedValue } from '../localized-value';
import { emailContentWith, emailTextByLanguage, emailTextIn, formSettingsOf } from './form-settings';

const texts = [
  { culture: 'fr' as const, value: 'Merci de votre inscription' },
  { culture: 'en' as const, value: 'Thanks for registering' },
];

describe('issue 19: the e-mail content text, one per language (a plain text of older forms still reads)', () => {
  it('a form gives its administrator e-mails and its text, plain or per language, to the settings', () => {
    const form = { status: FormStatus.Active, emailContent: { emails: ['coach@club.org'], content: texts }, discountCodes: [] } as unknown as Form;
    expect(formSettingsOf(form)).toMatchObject({ adminEmails: ['coach@club.org'], emailText: texts });
    expect(formSettingsOf({ ...form, emailContent: { emails: [], content: 'Thanks' } })).toMatchObject({ emailText: 'Thanks' });
    expect(formSettingsOf({ ...form, emailContent: null })).toMatchObject({ adminEmails: [], emailText: '' });
  });

  it('each language reads its own text; a plain text reads the same in every language', () => {
    expect(localizedValue(texts, 'fr')).toBe('Merci de votre inscription');
    expect(localizedValue(texts, 'en')).toBe('Thanks for registering');
    expect(localizedValue('Thanks', 'fr')).toBe('Thanks');
  });

  it('the dialog edits one text per language of the form: a plain text fills each, a missing language is empty', () => {
    expect(emailTextByLanguage('Thanks', ['fr', 'en'])).toEqual([
      { culture: 'fr', value: 'Thanks' },
      { culture: 'en', value: 'Thanks' },
    ]);
    expect(emailTextByLanguage([{ culture: 'en', value: 'Thanks' }], ['fr', 'en'])).toEqual([
      { culture: 'fr', value: '' },
      { culture: 'en', value: 'Thanks' },
    ]);
  });

  it('the save keeps both languages and the administrator e-mails, and drops the text of a language the form no longer has', () => {
    expect(emailContentWith({ adminEmails: ['coach@club.org'], emailText: texts }, ['fr', 'en'])).toEqual({ emails: ['coach@club.org'], content: texts });
    expect(emailContentWith({ adminEmails: [], emailText: texts }, ['en'])).toEqual({ emails: [], content: [{ culture: 'en', value: 'Thanks for registering' }] });
    expect(emailContentWith({ adminEmails: ['a@club.org'], emailText: 'Thanks' }, ['fr'])).toEqual({ emails: ['a@club.org'], content: 'Thanks' });
    expect(emailTextIn('Thanks', ['en'])).toBe('Thanks');
  });
});
