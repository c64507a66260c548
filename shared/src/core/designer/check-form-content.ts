import { GRID_COLUMNS, MAX_PRODUCT_QUANTITY, MAX_TOTAL_CENTS } from '../constants';
import { isBoundedCents, isBoundedQuantity } from '../pricing/money-bounds';
import { normalizeFormContent } from '../form/parse-form-content';
import type { FormContent } from '../types/form-model';
import { isRecord } from '../is-record';

export type CheckFormContentResult = { ok: true; content: FormContent } | { ok: false; error: string };

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Bounds the parser would silently clamp; a save must say what is wrong instead. */
function rawBoundsError(raw: unknown): string | null {
  if (!isRecord(raw)) return null;
  for (const [s, step] of list(raw.steps).entries()) {
    if (!isRecord(step)) continue;
    for (const [c, section] of list(step.sections).entries()) {
      if (!isRecord(section)) continue;
      for (const [f, field] of list(section.fields).entries()) {
        if (!isRecord(field)) continue;
        const place = `steps[${s}].sections[${c}].fields[${f}]`;
        const size = field.size === undefined ? 6 : field.size;
        if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > GRID_COLUMNS) return `${place}.size: must be a whole number from 1 to ${GRID_COLUMNS}`;
        const number = (key: string) => (typeof field[key] === 'number' ? field[key] : typeof field[key] === 'string' && field[key] !== '' ? Number(field[key]) : null);
        if ((field.type === 'Text' || field.type === 'LongText') && field.minLength !== undefined && field.minLength !== null) {
          const min = number('minLength');
          const max = number('maxLength') ?? 50;
          if (min === null || min < 0) return `${place}.minLength: must be at least 0`;
          if (max < min) return `${place}.maxLength: must be at least minLength (${min})`;
        }
        if (field.type === 'Numeric') {
          const min = number('min');
          const max = field.max === undefined ? 50 : number('max');
          if (min !== null && max !== null && max < min) return `${place}.max: must be at least min (${min})`;
        }
        if (field.type === 'Rating' && field.count !== undefined) {
          const count = number('count');
          if (count === null || !Number.isInteger(count) || count < 1 || count > 10) return `${place}.count: must be a whole number from 1 to 10`;
        }
        const priced = [...list(field.options), ...list(field.choices), ...list(field.products)];
        const named = `${place} (${typeof field.id === 'string' ? field.id : ''})`;
        for (const [o, option] of priced.entries()) {
          if (!isRecord(option)) continue;
          // Issue 18 §3: a price a submission could not be charged for is refused here, not at the submission.
          if (option.price !== undefined && option.price !== null && !isBoundedCents(option.price)) {
            return `${named} choice ${o + 1}: price must be a whole number of cents, at least 0 and at most ${MAX_TOTAL_CENTS}`;
          }
          for (const bound of ['min', 'max'] as const) {
            if (field.type === 'Products' && option[bound] !== undefined && option[bound] !== null && !isBoundedQuantity(option[bound])) {
              return `${named} choice ${o + 1}: ${bound} must be a whole number from 0 to ${MAX_PRODUCT_QUANTITY}`;
            }
          }
        }
      }
    }
  }
  return null;
}

/**
 * The check of a saved form's content (issue 9 §3): the content parser (structure, types,
 * unique field ids), then what a save must refuse rather than correct: sizes 1–12, each type's
 * bounds, prices in whole cents within `MAX_TOTAL_CENTS`, product min and max within
 * `MAX_PRODUCT_QUANTITY` (issue 18 §3). The error names the place and the field's id. The rules are checked apart, by
 * `checkFormRules` (spec 001 §5 Rules).
 */
export function checkFormContent(text: string): CheckFormContentResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `content: invalid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = normalizeFormContent(raw);
  if (!parsed.ok) return parsed;
  const error = rawBoundsError(raw);
  return error ? { ok: false, error } : parsed;
}
