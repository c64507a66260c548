import type { Writable } from 'node:stream';
import { csvField } from '@front-office/shared/core';
import * as column from './column';
import type { Column } from './column';
import { drained } from './drained';
import type { RowSink } from './row-sink';
import { WRITE_WINDOW } from './row-sink';

// Read once: under tsx (npm start, the tests) an imported binding is a getter on its module, called at
// every use; these are used for every row or cell.
const { csvText } = column;

/** The CSV file (UTF-8 with a byte order mark, CRLF): the header line at once, then the rows as they are pushed. */
export function csvSink(columns: Column[], out: Writable): RowSink {
  out.write(`\ufeff${columns.map((each) => csvField(each.header)).join(',')}\r\n`);
  // The cells of the row being built, joined once (a flat string: `+=` would build a rope of
  // tens of thousands of pieces per chunk for the encoder to flatten, and garbage per piece).
  const cells: string[] = new Array<string>(columns.length).fill('');
  return {
    row(all, submission, answers) {
      for (let index = 0; index < all.length; index += 1) {
        const next = all[index]!;
        cells[index] = next.csv !== undefined ? next.csv(submission, answers) : csvText(next.cell(submission, answers));
      }
      return cells.join(',');
    },
    push(rows) {
      rows.push('');
      out.write(rows.join('\r\n'));
    },
    room: () => (out.writableLength >= WRITE_WINDOW ? drained(out) : null),
    settle: () => drained(out),
    finish: async () => {
      out.end();
      await Promise.resolve();
    },
    abandon: () => undefined,
  };
}
