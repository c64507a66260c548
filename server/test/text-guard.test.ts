// Issue 7: JSON text is refused when any decoding of it, at any depth, gives a NUL or an unpaired
// surrogate; text without a `\u` escape is passed without being decoded (the submission's hot path).
import { findUnstorableInJson } from '../src/lib/text-guard';

const nested = (value: string) => JSON.stringify([{ id: 'name', rowId: null, value: JSON.stringify({ value }) }]);

describe('findUnstorableInJson', () => {
  it.each([
    ['plain answers', nested('Answer 1'), null],
    ['accents and emoji', nested('Élodie 🏊'), null],
    ['quotes and backslashes', nested('a "quoted" \\ path'), null],
    ['a raw NUL', 'A\u0000B', 'value'],
    ['an escaped NUL', '{"name":"A\\u0000B"}', 'name'],
    ['an escaped lone surrogate', '{"name":"\\ud800"}', 'name'],
    ['a NUL inside the nested answer', nested('A\u0000B'), '[0].value.value'],
    ['an escaped backslash then u0000, decoded twice', '["{\\"value\\":\\"\\u005cu0000\\"}"]', '[0].value'],
    ['an escaped key', '{"\\u0000":1}', '\u0000'],
    ['not JSON', 'hello', null],
    ['a paired surrogate escape', '{"name":"\\ud83c\\udfca"}', null],
  ])('%s', (_name, text, expected) => {
    expect(findUnstorableInJson(text)).toBe(expected);
  });
});
