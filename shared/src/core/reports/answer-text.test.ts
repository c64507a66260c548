import { decodeSubmissionValue } from '../form/submission-fields';
import { decodeAnswerAt, decodeAnswerText } from './answer-text';

describe('stored answers decode as decodeSubmissionValue does (issue 12: reports read millions of them)', () => {
  it.each([
    ['{"value":"Léa"}', 'Léa'],
    ['{"value":""}', ''],
    ['{"value": "jsonb text has a space"}', 'jsonb text has a space'],
    ['{"value": 7}', 7],
    ['{"value": ["day-1", "day-3"]}', ['day-1', 'day-3']],
    ['{"value":"say \\"hi\\""}', 'say "hi"'],
    ['{"value":"a","other":"b"}', 'a'],
    ['{"value":"tab\\tline\\n"}', 'tab\tline\n'],
    ['{"value":12.5}', 12.5],
    ['{"value":-3}', -3],
    ['{"value":1e3}', 1000],
    ['{"value":true}', true],
    ['{"value":false}', false],
    ['{"value":null}', null],
    ['{"value":["day-1","day-3"]}', ['day-1', 'day-3']],
    ['{"value":[]}', []],
    ['{"value": [ ]}', []],
    ['{"value":["a,b"]}', ['a,b']],
    ['{"value":["a", "b, c", "d"]}', ['a', 'b, c', 'd']],
    ['{"value":["say \\"hi\\"", "x"]}', ['say "hi"', 'x']],
    ['{"value":[1,2]}', [1, 2]],
    ['{"value":["a",1]}', ['a', 1]],
    ['{"value":[{"id":"p1","quantity":2}]}', [{ id: 'p1', quantity: 2 }]],
    ['{"value":{"x":1}}', { x: 1 }],
    ['{"value":12,"x":1}', 12],
    ['"bare JSON text"', 'bare JSON text'],
    ['plain text of an older answer', 'plain text of an older answer'],
    ['{"value":', '{"value":'],
    ['{"value":}', '{"value":}'],
    ['{"value": "unterminated}', '{"value": "unterminated}'],
  ])('%s', (text, value) => {
    expect(decodeAnswerText(text)).toEqual(value);
    expect(decodeAnswerText(text)).toEqual(decodeSubmissionValue(text));
    // In place, inside a longer text (a row's answers as PostgreSQL hands them over).
    expect(decodeAnswerAt(`id\u001e${text}\u001fnext`, 3, 3 + text.length)).toEqual(value);
  });
});
