import { applyMask } from './apply-mask';
import { fromClockTime, fromDateTime, toClockTime, toDateTime } from '@front-office/shared/core';
import { youtubeId } from './youtube-id';
import { submitErrorKey } from './submit-error-key';
import { createTranslate } from './translate';

describe('clock formats of spec 001 §5 at the native inputs', () => {
  it.each([
    ['00:05', '12:05 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
    ['', ''],
  ])('writes %s as %s and reads it back', (native, clock) => {
    expect(toClockTime(native)).toBe(clock);
    expect(fromClockTime(clock)).toBe(native);
  });

  it('converts date-times both ways', () => {
    expect(toDateTime('2026-07-01T18:45')).toBe('2026-07-01 6:45 PM');
    expect(fromDateTime('2026-07-01 6:45 PM')).toBe('2026-07-01T18:45');
    expect(fromDateTime('2026-07-01')).toBe('');
  });
});

describe('YouTube ids (spec 001 §9: an 11-character id)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://vimeo.com/12345678901', null],
    ['', null],
  ])('reads %s as %s', (link, id) => {
    expect(youtubeId(link)).toBe(id);
  });
});

describe('MaskText masks', () => {
  it.each([
    ['5145551234', '999-999-9999', '514-555-1234'],
    ['514', '999-999-9999', '514'],
    ['h2x1y4', 'a9a 9a9', 'h2x 1y4'],
    ['12ab', '99', '12'],
    ['anything', undefined, 'anything'],
  ])('%s through %s gives %s', (input, mask, output) => {
    expect(applyMask(input, mask)).toBe(output);
  });
});

describe('submit errors (spec 001 §8)', () => {
  it.each([
    [400, ['noRecaptcha'], 'errors.noRecaptcha'],
    [400, ['limit'], 'errors.limit'],
    [400, ['submissionLimit'], 'errors.submissionLimit'],
    [400, ['other'], 'errors.generic'],
    [402, [], 'errors.declined'],
    [403, [], 'errors.invalidCaptcha'],
    // Issue 18 §5: the hold of an unpaid card registration expired; not the discount code's 410.
    [410, ['holdExpired'], 'errors.holdExpired'],
    [410, ['discountCode'], 'payment.errors.discountProblem'],
    [0, [], 'errors.generic'],
  ])('%i %j → %s', (status, errors, key) => {
    expect(submitErrorKey(status, errors)).toBe(key);
  });
});

describe('the public entry translate function', () => {
  it('fills params and speaks both languages', () => {
    expect(createTranslate('en')('progress', { current: 1, total: 3 })).toBe('Step 1 of 3');
    expect(createTranslate('fr')('validation.between', { min: 1, max: 5 })).toBe('La valeur doit être entre 1 et 5');
    expect(createTranslate('en')('unknown.key')).toBe('unknown.key');
  });
});
