import { ANSWER_PREFIX, decodeAnswerAt } from '@front-office/shared/core';
import * as rowFormat from './row-format';

// Read once: under tsx (npm start, the tests) an imported binding is a getter on its module, called at
// every use; these are used for every row or cell.
const { RS, US } = rowFormat;

// How a stored answer `{ value }` starts (shared/core), read once (see above), and the brace that ends it.
const VALUE_PREFIX = ANSWER_PREFIX;
const CLOSE = 125;
/** Before a key that is a whole stored text (see RowAnswers.key). */
const OTHER = '\u0000';

/** The stored text of an answer from its key (RowAnswers.key). */
export function storedOfKey(key: string): string {
  return key.startsWith(OTHER) ? key.slice(1) : `${VALUE_PREFIX}${key}}`;
}

/**
 * The answers of the row being written, decoded on demand and at most once each. One instance
 * serves every row: each answer id has a slot number (the columns take theirs when they are
 * built), a row's answers are offsets into its text stamped with the row's number, so loading a
 * row allocates nothing but the decoded values; the ids met at each position of the previous row
 * are compared in place (a form's submissions mostly store their answers in the same order).
 */
export class RowAnswers {
  private readonly slots = new Map<string, number>();
  private text = '';
  private row = 0;
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly loaded: number[] = [];
  private readonly decodedRow: number[] = [];
  private readonly values: unknown[] = [];
  private readonly seenIds: string[] = [];
  private readonly seenSlots: number[] = [];
  // Bound once: under tsx each imported name is a getter through the barrel files.
  private readonly decode = decodeAnswerAt;

  /** The slot of an answer id (a new one the first time). */
  slot(id: string): number {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(id, slot);
      this.loaded[slot] = 0;
      this.decodedRow[slot] = 0;
    }
    return slot;
  }

  /** Reads the answers of a row: `text` from `from` on. */
  load(text: string, from: number): this {
    this.row += 1;
    this.text = text;
    for (let start = from, position = 0; start < text.length; position += 1) {
      let end = text.indexOf(US, start);
      if (end < 0) end = text.length;
      const at = text.indexOf(RS, start);
      if (at > start && at < end) {
        const known = this.seenIds[position];
        let slot: number;
        if (known !== undefined && known.length === at - start && text.startsWith(known, start)) slot = this.seenSlots[position]!;
        else {
          const id = text.slice(start, at);
          slot = this.slot(id);
          this.seenIds[position] = id;
          this.seenSlots[position] = slot;
        }
        this.starts[slot] = at + 1;
        this.ends[slot] = end;
        this.loaded[slot] = this.row;
      }
      start = end + 1;
    }
    return this;
  }

  /**
   * The answer in `slot` for the current row as a short key that tells it apart from any other
   * stored text (undefined when the row has none): what follows `{"value":` up to the closing
   * brace (how every answer is stored), else the whole text after NUL, which no JSON text holds.
   * Shorter than the stored text, so a memo hashes and compares less; `storedOfKey` gives the text back.
   */
  key(slot: number): string | undefined {
    if (this.loaded[slot] !== this.row) return undefined;
    const start = this.starts[slot]!;
    const end = this.ends[slot]!;
    const text = this.text;
    if (end - start > VALUE_PREFIX.length && text.charCodeAt(end - 1) === CLOSE && text.startsWith(VALUE_PREFIX, start)) return text.slice(start + VALUE_PREFIX.length, end - 1);
    return OTHER + text.slice(start, end);
  }

  /** The decoded answer in `slot` for the current row (undefined when the row has none). */
  at(slot: number): unknown {
    if (this.loaded[slot] !== this.row) return undefined;
    if (this.decodedRow[slot] === this.row) return this.values[slot];
    const start = this.starts[slot]!;
    const end = this.ends[slot]!;
    const value = end > start ? this.decode(this.text, start, end) : undefined;
    this.values[slot] = value;
    this.decodedRow[slot] = this.row;
    return value;
  }
}
