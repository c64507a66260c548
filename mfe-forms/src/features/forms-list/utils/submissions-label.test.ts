import { submissionsLabel } from './submissions-label';

describe('submissionsLabel (spec 000 §2, forms list submissions column)', () => {
  it.each([
    [{ submissionCount: 3, submissionLimit: null }, '3'],
    [{ submissionCount: 0, submissionLimit: null }, '0'],
    [{ submissionCount: 12, submissionLimit: 50 }, '12/50'],
    [{ submissionCount: 0, submissionLimit: 0 }, '0/0'],
  ])('shows %o as %s', (form, expected) => {
    expect(submissionsLabel(form)).toBe(expected);
  });
});
