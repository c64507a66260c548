import type { Language } from '../types/common';
import type { Field } from '../types/form-model';
import { localizedValue } from '../localized-value';
import { ANSWER_LABELS } from './report-labels';
import { storedFileName } from '../stored-file';

/** A date as people read it: `date` holds the wall-clock time in its UTC fields. */
export interface ReportDate {
  date: Date;
  /** Whether the time of day is part of the value (date and time) or not (a calendar day). */
  withTime: boolean;
}

/** An amount in currency units (cents / 100). */
export interface ReportMoney {
  money: number;
}

/** One cell of a generated report: text, number, date, amount, or empty. */
export type ReportCell = string | number | ReportDate | ReportMoney | null;

export const isReportDate = (cell: ReportCell): cell is ReportDate => typeof cell === 'object' && cell !== null && 'date' in cell;
export const isReportMoney = (cell: ReportCell): cell is ReportMoney => typeof cell === 'object' && cell !== null && 'money' in cell;

/** Cents as a report amount; null stays empty. */
export function moneyCell(cents: number | null | undefined): ReportMoney | null {
  return typeof cents === 'number' && Number.isFinite(cents) ? { money: cents / 100 } : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as CSV text: dates DD-MM-YYYY (spec 001 §9) with HH:mm when timed, amounts with two decimals. */
export function cellText(cell: ReportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if (isReportMoney(cell)) return cell.money.toFixed(2);
  const { date } = cell;
  const day = `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
  return cell.withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Spec 001 §5: Datetime answers are 'YYYY-MM-DD h:mm A'.
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/;

/** A stored date answer as a calendar day (or day and time); null when it is not one. */
export function parseAnswerDate(text: string): ReportDate | null {
  const day = DATE.exec(text);
  if (day) return { date: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), withTime: false };
  const timed = DATETIME.exec(text);
  if (!timed) return null;
  let hours = Number(timed[4]);
  const meridiem = timed[6]?.toLowerCase();
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  return { date: new Date(Date.UTC(Number(timed[1]), Number(timed[2]) - 1, Number(timed[3]), hours, Number(timed[5]))), withTime: true };
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ');
  return JSON.stringify(value);
}

function asNumber(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Number(value);
  return typeof value === 'string' && Number.isFinite(parsed) ? parsed : asText(value);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]);

/** Turns one stored answer into a cell; built once per column, called once per row. */
export type CellFormatter = (value: unknown) => ReportCell;

function optionTexts(entries: readonly { value: string; text: Parameters<typeof localizedValue>[0] }[], language: Language): CellFormatter {
  const texts = new Map(entries.map((entry) => [entry.value, localizedValue(entry.text, language)]));
  return (value) => {
    // One chosen option (the common case), without the lists below.
    if (typeof value === 'string') return value === '' ? null : (texts.get(value) ?? value);
    const chosen = asList(value).map((id) => texts.get(String(id)) ?? asText(id));
    return chosen.length > 0 ? chosen.join(', ') : null;
  };
}

/**
 * How a field's answers read in a report, in the report's culture (issue 12): option texts
 * rather than ids, dates as dates, numbers as numbers, check boxes as Yes/No, products as
 * `Text × quantity`, uploaded files by their name.
 */
export function cellFormatter(field: Field, language: Language): CellFormatter {
  const answers = ANSWER_LABELS[language];
  switch (field.type) {
    case 'Numeric':
    case 'Rating':
      return asNumber;
    case 'CheckBox':
    case 'Toggle':
    case 'Acknowledgment':
      return (value) => (value === true || value === 'true' ? answers.yes : value === false || value === 'false' ? answers.no : null);
    case 'YesNo':
      return (value) => (value === 'yes' || value === 'no' || value === 'na' ? answers[value] : value === null || value === undefined ? null : asText(value));
    case 'Date':
    case 'Birthdate':
    case 'Datetime':
      return (value) => {
        if (typeof value !== 'string' || value === '') return value === null || value === undefined ? null : asText(value);
        return parseAnswerDate(value.trim()) ?? value;
      };
    case 'Select':
    case 'OptionList':
    case 'PaymentOptionList':
      return optionTexts(field.options ?? [], language);
    case 'PaymentChoiceList':
      return optionTexts(field.choices ?? [], language);
    case 'Products': {
      const names = new Map((field.products ?? []).map((product) => [product.value, localizedValue(product.text, language)]));
      return (value) => {
        const lines = asList(value).flatMap((line) => {
          if (typeof line !== 'object' || line === null) return [];
          const { id, quantity } = line as { id?: unknown; quantity?: unknown };
          if (typeof quantity !== 'number' || quantity <= 0) return [];
          return [`${names.get(String(id)) ?? String(id)} × ${quantity}`];
        });
        return lines.length > 0 ? lines.join(', ') : null;
      };
    }
    case 'Signature':
      // A drawn signature has no name anyone chose: the report says it was signed.
      return (value) => (typeof value === 'string' && value !== '' ? answers.signed : null);
    case 'UploadFile':
    case 'TakePicture':
      // The answer is the stored file's path, uploads/<id>/<name>: its name is what people read.
      return (value) => (typeof value === 'string' && value !== '' ? storedFileName(value) : null);
    default:
      return (value) => {
        const text = asText(value);
        return text === '' ? null : text;
      };
  }
}
