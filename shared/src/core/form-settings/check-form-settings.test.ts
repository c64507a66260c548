import { FormStatus } from '../types/form';
import type { FormSettings } from './form-settings';
import { defaultPaymentMode } from './form-settings';
import {
  FORM_SETTINGS_MESSAGES,
  adminEmailProblems,
  checkFormSettings,
  discountCodeProblems,
  emailTextProblems,
  isoToLocalDateTime,
  localDateTimeToIso,
  paymentModeProblems,
  settingsDateProblems,
  settingsNameProblem,
} from './check-form-settings';
import { EMAIL_TEXT_MAX } from '../constants';
import { FORM_CHECK_TEXTS, checkText } from './check-texts';
import { PAYMENT_SCHEMA_MESSAGES } from '../pricing/payment-schemas';

const base: FormSettings = {
  status: FormStatus.Active,
  startDate: null,
  endDate: null,
  submissionLimit: null,
  adminEmails: [],
  emailText: '',
  fixedAmount: null,
  recaptchaEnabled: false,
  paymentEnabled: false,
  paymentOptional: false,
  paymentAccount: null,
  paymentModes: { modes: [], applyTo: [] },
  discountCodes: [],
};
const accounts = { accountIds: ['acc-1'], languages: ['fr' as const, 'en' as const] };
const messages = (settings: Partial<FormSettings>, context = accounts) => checkFormSettings({ ...base, ...settings }, context).map((problem) => `${problem.path}: ${problem.message}`);

describe('spec 001 §5 formName: required, 4 to 100 characters (three messages)', () => {
  it.each([
    ['', 'settings.nameRequired'],
    ['   ', 'settings.nameRequired'],
    ['Abc', 'settings.nameTooShort'],
    ['x'.repeat(101), 'settings.nameTooLong'],
    ['Swim', null],
    ['x'.repeat(100), null],
  ])('%j gives %s', (name, problem) => {
    expect(settingsNameProblem(name)).toBe(problem);
  });
});

describe('spec 001 §5 start and end: valid, end after start', () => {
  it.each([
    [null, null, []],
    ['2026-05-01T10:00:00.000Z', '2026-05-02T10:00:00.000Z', []],
    ['2026-05-02T10:00:00.000Z', '2026-05-01T10:00:00.000Z', ['endDate: settings.endBeforeStart']],
    ['2026-05-01T10:00:00.000Z', '2026-05-01T10:00:00.000Z', ['endDate: settings.endBeforeStart']],
    ['yesterday', null, ['startDate: settings.dateInvalid']],
    [null, '2026-13-01T10:00:00Z', ['endDate: settings.dateInvalid']],
    ['2026-02-30T10:00:00Z', null, ['startDate: settings.dateInvalid']],
  ])('%s → %s', (start, end, expected) => {
    expect(settingsDateProblems(start, end).map((problem) => `${problem.path}: ${problem.message}`)).toEqual(expected);
  });

  it('reads a datetime-local value as local time and shows it back the same', () => {
    const iso = localDateTimeToIso('2026-05-01T09:30');
    expect(iso).toBe(new Date(2026, 4, 1, 9, 30).toISOString());
    expect(isoToLocalDateTime(iso)).toBe('2026-05-01T09:30');
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('2026-02-30T09:30')).toBeUndefined();
  });
});

describe('spec 001 §5 administrator e-mails: each required and valid', () => {
  it('names each bad address by its place', () => {
    expect(adminEmailProblems(['a@club.org', '', 'not-an-email'])).toEqual([
      { path: 'adminEmails[1]', message: 'settings.emailRequired' },
      { path: 'adminEmails[2]', message: 'settings.emailInvalid' },
    ]);
  });
});

describe('issue 19: the confirmation e-mail text, plain and bounded in each language of the form', () => {
  it('accepts a text per language of the form, and a plain text of older forms', () => {
    expect(
      emailTextProblems(
        [
          { culture: 'fr', value: 'Merci !\nÀ bientôt' },
          { culture: 'en', value: `Thanks\t${'x'.repeat(EMAIL_TEXT_MAX - 7)}` },
        ],
        ['fr', 'en'],
      ),
    ).toEqual([]);
    expect(emailTextProblems('Thanks <b>all</b>', ['en'])).toEqual([]);
  });

  it('names the language of each refused text: too long, a language the form lacks, given twice, control characters', () => {
    expect(
      emailTextProblems(
        [
          { culture: 'en', value: 'x'.repeat(EMAIL_TEXT_MAX + 1) },
          { culture: 'fr', value: 'Merci' },
          { culture: 'en', value: 'Again' },
        ],
        ['en'],
      ),
    ).toEqual([
      { path: 'emailContent.content.en', message: 'settings.emailTextTooLong' },
      { path: 'emailContent.content.fr', message: 'settings.emailTextLanguage' },
      { path: 'emailContent.content.en', message: 'settings.emailTextTwice' },
    ]);
    expect(emailTextProblems([{ culture: 'en', value: 'Bell\u0007' }], ['en'])).toEqual([{ path: 'emailContent.content.en', message: 'settings.emailTextNotPlain' }]);
    expect(emailTextProblems('x'.repeat(EMAIL_TEXT_MAX + 1), ['en'])).toEqual([{ path: 'emailContent.content', message: 'settings.emailTextTooLong' }]);
  });

  it('is part of the settings check, against the languages given', () => {
    expect(messages({ emailText: [{ culture: 'fr', value: 'Merci' }] }, { ...accounts, languages: ['en'] })).toEqual(['emailContent.content.fr: settings.emailTextLanguage']);
    expect(messages({ emailText: [{ culture: 'fr', value: 'Merci' }] })).toEqual([]);
  });

  it('states its bound in both languages', () => {
    expect(checkText(FORM_SETTINGS_MESSAGES.emailTextTooLong, 'en')).toContain(EMAIL_TEXT_MAX.toLocaleString('en-US'));
    expect(checkText(FORM_SETTINGS_MESSAGES.emailTextTooLong, 'fr')).toContain(EMAIL_TEXT_MAX.toLocaleString('fr-CA').replace(/\s/g, ' '));
  });
});

describe('spec 001 §5 formLimit: a number, min 0', () => {
  it.each([
    [null, []],
    [0, []],
    [50, []],
    [-1, ['submissionLimit: settings.limitInvalid']],
    [2.5, ['submissionLimit: settings.limitInvalid']],
  ])('%s → %j', (limit, expected) => {
    expect(messages({ submissionLimit: limit })).toEqual(expected);
  });
});

describe('spec 001 §5: saving is refused for a fixed amount without payment and for payment without accounts', () => {
  it('refuses a fixed amount while payment is disabled', () => {
    expect(messages({ fixedAmount: 2000 })).toEqual(['fixedAmount: settings.fixedAmountWithoutPayment']);
  });
  it('refuses payment enabled when the organization has no payment account', () => {
    expect(messages({ paymentEnabled: true, paymentModes: { modes: [defaultPaymentMode('m1')], applyTo: [] } }, { ...accounts, accountIds: [] })).toEqual(['paymentEnabled: settings.noPaymentAccounts']);
  });
  it('asks for an account of the organization', () => {
    const paid = { paymentEnabled: true, paymentModes: { modes: [defaultPaymentMode('m1')], applyTo: [] } };
    expect(messages(paid)).toEqual(['paymentAccount: settings.paymentAccountRequired']);
    expect(messages({ ...paid, paymentAccount: 'other-org' })).toEqual(['paymentAccount: settings.paymentAccountUnknown']);
    expect(messages({ ...paid, paymentAccount: 'acc-1', fixedAmount: 2000 })).toEqual([]);
  });
  it('refuses an unknown status', () => {
    expect(messages({ status: 9 as FormStatus })).toEqual(['status: settings.statusInvalid']);
  });
});

describe('spec 001 §5 payment modes, through the shared schema', () => {
  const plan = (percents: number[], dates = ['2026-06-01', '2026-07-01', '2026-08-01']) => ({
    id: 'p',
    mode: 'fixed_dates' as const,
    discount: { type: 'percent' as const, value: 0 },
    installments: percents.map((percent, index) => ({ date: dates[index] ?? '2026-09-01', percent })),
  });
  it.each([
    ['one Pay in Full', [defaultPaymentMode('a')], []],
    ['no mode at all', [], ['paymentModes: payment.modeRequired']],
    ['two Pay in Full', [defaultPaymentMode('a'), defaultPaymentMode('b')], ['paymentModes: payment.oneSingleMode']],
    ['a plan summing to 100', [plan([40, 30, 30])], []],
    ['a plan summing to 90', [plan([40, 30, 20])], ['paymentModes[0].installments: payment.installmentsSum']],
    ['an installment of 0%', [plan([100, 0])], ['paymentModes[0].installments[1].percent: payment.installmentPercent']],
    ['a date not strictly YYYY-MM-DD', [plan([100], ['2026-6-1'])], ['paymentModes[0].installments[0].date: payment.installmentDate']],
    ['a percent discount above 100', [{ ...defaultPaymentMode('a'), discount: { type: 'percent' as const, value: 120 } }], ['paymentModes[0].discount.value: payment.percentMax']],
    ['a negative discount', [{ ...defaultPaymentMode('a'), discount: { type: 'amount' as const, value: -1 } }], ['paymentModes[0].discount.value: payment.discountMin']],
  ])('%s', (_, modes, expected) => {
    expect(paymentModeProblems(modes).map((problem) => `${problem.path}: ${problem.message}`)).toEqual(expected);
  });
});

describe('spec 001 §5 discount codes, through the shared schema', () => {
  const code = { code: 'SUMMER', type: 'percent' as const, value: 10, quantity: 5, expirationDate: null };
  it.each([
    ['a valid code', [code], []],
    ['a quantity of 0', [{ ...code, quantity: 0 }], ['discountCodes[0].quantity: payment.quantityPositive']],
    ['a percent above 100', [{ ...code, value: 101 }], ['discountCodes[0].value: payment.percentMax']],
    ['a bad expiration date', [{ ...code, expirationDate: '31-12-2026' }], ['discountCodes[0].expirationDate: payment.expirationDate']],
    ['an expiration date with T00:00:00', [{ ...code, expirationDate: '2026-12-31T00:00:00' }], []],
    ['a code listed twice', [code, { ...code, code: 'summer' }], ['discountCodes: payment.codeDuplicate']],
    ['a blank code', [{ ...code, code: ' ' }], ['discountCodes[0].code: validation.required']],
  ])('%s', (_, codes, expected) => {
    expect(discountCodeProblems(codes).map((problem) => `${problem.path}: ${problem.message}`)).toEqual(expected);
  });
});

describe('the check texts (spec 001 §5, §8) exist in English and French', () => {
  it.each(['settings.endBeforeStart', 'settings.dateInvalid', 'payment.installmentsSum', 'validation.required', 'settings.noPaymentAccounts'])('%s', (key) => {
    expect(checkText(key, 'en')).not.toBe(key);
    expect(checkText(key, 'fr')).not.toBe(key);
    expect(checkText(key, 'fr')).not.toBe(checkText(key, 'en'));
  });
  it('keeps the spec wording in English', () => {
    expect(checkText('settings.endBeforeStart')).toBe('End date should be after start date');
    expect(checkText('settings.dateInvalid')).toBe('Date is not valid');
  });
});

describe('every check message has a text in both languages', () => {
  const keys = (node: object, prefix = ''): string[] =>
    Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`)));
  it('the same keys in English and French', () => {
    expect(keys(FORM_CHECK_TEXTS.fr).sort()).toEqual(keys(FORM_CHECK_TEXTS.en).sort());
  });
  it.each([...Object.values(FORM_SETTINGS_MESSAGES), ...Object.values(PAYMENT_SCHEMA_MESSAGES)])('%s', (key) => {
    expect(checkText(key, 'en')).not.toBe(key);
    expect(checkText(key, 'fr')).not.toBe(key);
  });
});
