import type { Field } from '../types/form-model';
import { cellFormatter, cellText, moneyCell, parseAnswerDate } from './report-cell';
import type { ReportCell } from './report-cell';

const text = (en: string, fr: string) => [
  { culture: 'en' as const, value: en },
  { culture: 'fr' as const, value: fr },
];
const field = (type: string, extra: Record<string, unknown> = {}) =>
  ({ id: 'f', type, text: text('F', 'F'), size: 6, required: false, visible: true, enabled: true, ...extra }) as unknown as Field;
const options = [
  { value: 'beginner', text: text('Beginner', 'Débutant') },
  { value: 'advanced', text: text('Advanced', 'Avancé') },
];

const day = (y: number, m: number, d: number, h?: number, min?: number): ReportCell => ({
  date: new Date(Date.UTC(y, m - 1, d, h ?? 0, min ?? 0)),
  withTime: h !== undefined,
});

describe('report values as people read them (issue 12)', () => {
  it.each([
    ['Text', {}, 'Léa', 'en', 'Léa'],
    ['Text', {}, '', 'en', null],
    ['Text', {}, null, 'en', null],
    ['Numeric', {}, 12.5, 'en', 12.5],
    ['Numeric', {}, '7', 'en', 7],
    ['Numeric', {}, 'abc', 'en', 'abc'],
    ['Rating', {}, 4.5, 'en', 4.5],
    ['CheckBox', {}, true, 'en', 'Yes'],
    ['CheckBox', {}, false, 'fr', 'Non'],
    ['Acknowledgment', {}, null, 'en', null],
    ['YesNo', { allowNa: true }, 'na', 'en', 'N/A'],
    ['YesNo', { allowNa: true }, 'yes', 'fr', 'Oui'],
    ['Select', { options }, 'advanced', 'fr', 'Avancé'],
    ['Select', { options }, 'removed-option', 'en', 'removed-option'],
    ['Select', { options }, '', 'en', null],
    ['Select', { options }, 2, 'en', '2'],
    ['OptionList', { options, multiSelection: true }, ['beginner', 'advanced'], 'en', 'Beginner, Advanced'],
    ['OptionList', { options, multiSelection: true }, [], 'en', null],
    ['PaymentOptionList', { options: [{ value: 'week-1', text: text('Week 1', 'Semaine 1'), price: 15000 }] }, ['week-1'], 'fr', 'Semaine 1'],
    ['PaymentChoiceList', { choices: [{ value: 'c1', text: text('Choice', 'Choix'), price: 100 }] }, 'c1', 'en', 'Choice'],
    ['Products', { products: [{ value: 'cap', text: text('Cap', 'Casquette'), price: 1000 }, { value: 'tee', text: text('T-shirt', 'Chandail'), price: 2000 }] }, [{ id: 'cap', quantity: 2 }, { id: 'tee', quantity: 0 }], 'fr', 'Casquette × 2'],
    ['UploadFile', {}, 'uploads/abc/medical form.pdf', 'en', 'medical form.pdf'],
    ['TakePicture', {}, 'pictures/abc/photo.jpg', 'fr', 'photo.jpg'],
    // Issue 23 §2: a report says a signature was given, never a stored path nor a made-up name.
    ['Signature', {}, 'signatures/abc/sign@0-signature.png', 'en', 'Signed'],
    ['Signature', {}, 'signatures/abc/sign@0-signature.png', 'fr', 'Signé'],
    ['Signature', {}, null, 'en', null],
  ])('%s %j: %j (%s) → %j', (type, extra, value, language, expected) => {
    expect(cellFormatter(field(type, extra), language as 'en' | 'fr')(value)).toEqual(expected);
  });

  it.each([
    ['Birthdate', '2014-05-12', day(2014, 5, 12)],
    ['Date', '2026-01-31', day(2026, 1, 31)],
    ['Datetime', '2026-03-05 1:30 PM', day(2026, 3, 5, 13, 30)],
    ['Datetime', '2026-03-05 12:05 AM', day(2026, 3, 5, 0, 5)],
    ['Date', 'soon', 'soon'],
  ])('dates as dates: %s %j', (type, value, expected) => {
    expect(cellFormatter(field(type), 'en')(value)).toEqual(expected);
  });
});

describe('cells as CSV text (spec 001 §9: DD-MM-YYYY, amounts with two decimals)', () => {
  it.each([
    [null, ''],
    ['x', 'x'],
    [3, '3'],
    [moneyCell(15000), '150.00'],
    [moneyCell(-250), '-2.50'],
    [day(2014, 5, 12), '12-05-2014'],
    [day(2026, 3, 5, 13, 30), '05-03-2026 13:30'],
  ] as [ReportCell, string][])('%j → %j', (cell, expected) => {
    expect(cellText(cell)).toBe(expected);
  });

  it('no amount stays empty', () => {
    expect(moneyCell(null)).toBeNull();
    expect(parseAnswerDate('2026-13-45 99')).toBeNull();
  });
});
