import type { Currency, FormContent, Language, ReportContent } from '@front-office/shared/core';
import { cellFormatter, decodeAnswerAt, decodeAnswerText, isRecord, localizedValue, reportColumnFields, xlsxCell } from '@front-office/shared/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import type { Column } from './column';
import { csvText } from './column';
import { generalColumns } from './general-columns';
import { memoized } from './memo';
import { RowAnswers, storedOfKey } from './row-answers';
import type { AnswerIds, SubmissionRow } from './row-format';
import { GS, RS, US } from './row-format';
import { eachRow } from './row-source';
import { wallClockMs } from './time-zone';

export interface ReportSource {
  formId: string;
  content: FormContent;
  currency: Currency;
  /** The form's payment modes (id → kind), for submissions that only name their mode. */
  paymentModes: Map<string, string>;
}

/** A report as generation reads it: the culture of its headers and labels, its fields. */
export interface ReportDefinition {
  culture: Language;
  content: ReportContent;
}

/**
 * Field types whose answers usually repeat from one submission to the next (chosen among a few,
 * numbers such as ages or quantities, or dates): their CSV texts are memoized (a column whose
 * answers do not repeat gives up after MEMO_TRIAL, see `memoized`).
 */
const REPEATING_TYPES: ReadonlySet<string> = new Set(['Select', 'OptionList', 'PaymentOptionList', 'PaymentChoiceList', 'CheckBox', 'Toggle', 'Acknowledgment', 'YesNo', 'Rating', 'Numeric', 'Date', 'Datetime', 'Birthdate']);
/**
 * Calendar days: a form's birthdates or session dates are a few thousand distinct days, each met
 * many times in a large report but too many for MEMO_LIMIT and too spread for the trial. A
 * century is ~36,500 days: their memo keeps that many and never gives up.
 */
const DAY_TYPES: ReadonlySet<string> = new Set(['Date', 'Birthdate']);
const DAY_MEMO_LIMIT = 40_000;

/** The value of `fieldId` in copy `copy` of a repeatable section: from the section's list (slot `sectionSlot`), or its `{fieldId}@{copy}` answer (slot `copySlot`). */
function copyValue(answers: RowAnswers, sectionSlot: number, fieldId: string, copy: number, copySlot: number): unknown {
  const rows = answers.at(sectionSlot);
  if (Array.isArray(rows)) {
    const row: unknown = rows[copy - 1];
    if (isRecord(row) && fieldId in row) return row[fieldId];
  }
  return answers.at(copySlot);
}

/**
 * The most copies any submission holds of each repeatable section (issue 12: one column per copy
 * up to the most copies found), from each submission's report_answers: a section's answer that is
 * its list of rows counts its rows, a `{fieldId}@{copy}` answer its copy number.
 */
async function maxCopies(db: AppDb, formId: string, sectionIds: Map<string, Set<string>>): Promise<Map<string, number>> {
  const most = new Map<string, number>();
  if (sectionIds.size === 0) return most;
  const fieldSection = new Map<string, string>();
  for (const [sectionId, fieldIds] of sectionIds) for (const fieldId of fieldIds) fieldSection.set(fieldId, sectionId);
  const note = (sectionId: string, copies: number) => {
    if (copies > (most.get(sectionId) ?? 0)) most.set(sectionId, copies);
  };
  await eachRow(db, formId, sql`concat(id, chr(29), report_answers)`, (text) => {
    for (let start = text.indexOf(GS) + 1; start < text.length; ) {
      let end = text.indexOf(US, start);
      if (end < 0) end = text.length;
      const at = text.indexOf(RS, start);
      if (at > start && at < end) {
        const id = text.slice(start, at);
        if (sectionIds.has(id)) {
          const rows = end > at + 1 ? decodeAnswerAt(text, at + 1, end) : undefined;
          if (Array.isArray(rows)) note(id, rows.length);
        } else {
          const copyAt = id.lastIndexOf('@');
          const sectionId = copyAt > 0 ? fieldSection.get(id.slice(0, copyAt)) : undefined;
          const copy = copyAt > 0 ? Number(id.slice(copyAt + 1)) : NaN;
          if (sectionId && Number.isInteger(copy) && copy > 0) note(sectionId, copy);
        }
      }
      start = end + 1;
    }
    return null;
  });
  return most;
}

/**
 * The columns of a report (issue 12): the fixed ones of spec 001 §3, then the checked fields in
 * the report's order with headers in the report's culture. A field of a repeatable section
 * gives one column per copy, `Label (1)`, `Label (2)`, … up to the most copies any submission
 * holds (none when no submission has a copy). Also the answers the rows must carry, and the
 * row answers the columns read them from.
 */
export async function reportColumns(db: AppDb, source: ReportSource, report: ReportDefinition, timeZone: string): Promise<{ columns: Column[]; answerIds: AnswerIds; answers: RowAnswers }> {
  const language = report.culture;
  const chosen = reportColumnFields(source.content, report.content);
  const repeatable = new Map<string, Set<string>>();
  for (const { field, section } of chosen) {
    if (!section.multiple) continue;
    const ids = repeatable.get(section.id) ?? new Set<string>();
    ids.add(field.id);
    repeatable.set(section.id, ids);
  }
  const copies = await maxCopies(db, source.formId, repeatable);
  const answerIds: AnswerIds = {
    ids: [...chosen.filter(({ section }) => !section.multiple).map(({ field }) => field.id), ...repeatable.keys()],
    copyFieldIds: [...repeatable.values()].flatMap((ids) => [...ids]),
    fieldCount: source.content.steps.reduce((steps, step) => steps + step.sections.reduce((count, section) => count + section.fields.length, 0), 0),
  };
  const columns = generalColumns(language, source.currency, source.paymentModes, wallClockMs(timeZone));
  const answers = new RowAnswers();
  for (const { field, section } of chosen) {
    const format = cellFormatter(field, language);
    const header = localizedValue(field.text, language) || field.id;
    const width = Math.min(40, Math.max(12, header.length + 2));
    if (!section.multiple) {
      const slot = answers.slot(field.id);
      const cell = (_row: SubmissionRow, row: RowAnswers) => format(row.at(slot));
      if (!REPEATING_TYPES.has(field.type)) {
        columns.push({ header, width, cell });
        continue;
      }
      // Answers that repeat (options, yes / no, ratings, dates): the CSV text of an answer depends on
      // its stored text alone, memoized by it (no decoding, option lookup, date parsing or quoting per row).
      const emptyCsv = csvText(format(undefined));
      const policy = DAY_TYPES.has(field.type) ? { limit: DAY_MEMO_LIMIT, keep: true } : {};
      // Keyed by RowAnswers.key: the stored text without its `{"value":` and closing brace.
      const valueOf = (key: string) => {
        const stored = storedOfKey(key);
        return stored === '' ? undefined : decodeAnswerText(stored);
      };
      const csvOf = memoized((key) => csvText(format(valueOf(key))), policy);
      const emptyXlsx = xlsxCell(null, format(undefined));
      const xlsxOf = memoized((key) => xlsxCell(null, format(valueOf(key))), policy);
      columns.push({
        header,
        width,
        cell,
        csv: (_row, row) => {
          const key = row.key(slot);
          return key === undefined ? emptyCsv : csvOf(key);
        },
        xlsx: (_row, row) => {
          const key = row.key(slot);
          return key === undefined ? emptyXlsx : xlsxOf(key);
        },
      });
      continue;
    }
    for (let copy = 1; copy <= (copies.get(section.id) ?? 0); copy += 1) {
      const [sectionSlot, copySlot] = [answers.slot(section.id), answers.slot(`${field.id}@${copy}`)];
      columns.push({ header: `${header} (${copy})`, width, cell: (_row, row) => format(copyValue(row, sectionSlot, field.id, copy, copySlot)) });
    }
  }
  return { columns, answerIds, answers };
}
